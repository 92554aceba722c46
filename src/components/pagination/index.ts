export { serverPagination, type PageRequest } from './serverPagination';
