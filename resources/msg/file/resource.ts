import { defineResource } from '../../kit/resource';

/** 文件存储 (issue 19 D): read through FileInquiry (providers/msg-api.ts), no kit endpoints. */
export const storedFileResource = defineResource({ name: 'storedFile', endpoints: {} });
