/** A small `paths` type in the shape openapi-typescript generates, independent of the contract. */
export interface TestPaths {
  '/sys/login': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': { username: string; password: string } } };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            'application/json': {
              success: boolean;
              message: string;
              code: number;
              result?: { token: string; refreshToken: string };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/user/getMultiUser': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: { ids?: string }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: { 'application/json': { id: string; realname: string }[] };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sys/dict/loadDict/{dictCode}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: { keyword?: string; pageSize?: number };
        header?: never;
        path: { dictCode: string };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            'application/json': {
              success: boolean;
              message: string;
              code: number;
              result?: { value: string; text: string }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
