export { UserSelect, type UserSelectProps, type UserTextField } from './UserSelect';
