/**
 * The driver class and a URL template per database type (dictionary database_type), filled in
 * when the type is chosen, as JeecgBoot's SysDataSourceModal does. Types without an entry (其他数据库)
 * leave the fields as they are.
 */
export interface ConnectionDefaults {
  dbDriver: string;
  dbUrl: string;
}

export const CONNECTION_DEFAULTS: Readonly<Record<string, ConnectionDefaults>> = {
  '1': {
    dbDriver: 'com.mysql.jdbc.Driver',
    dbUrl:
      'jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false',
  },
  '4': {
    dbDriver: 'com.mysql.cj.jdbc.Driver',
    dbUrl:
      'jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false&tinyInt1isBit=false&allowPublicKeyRetrieval=true&serverTimezone=Asia/Shanghai',
  },
  '2': { dbDriver: 'oracle.jdbc.OracleDriver', dbUrl: 'jdbc:oracle:thin:@127.0.0.1:1521:ORCL' },
  '3': {
    dbDriver: 'com.microsoft.sqlserver.jdbc.SQLServerDriver',
    dbUrl: 'jdbc:sqlserver://127.0.0.1:1433;SelectMethod=cursor;DatabaseName=jeecgboot',
  },
  '5': {
    dbDriver: 'org.mariadb.jdbc.Driver',
    dbUrl: 'jdbc:mariadb://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useSSL=false',
  },
  '6': { dbDriver: 'org.postgresql.Driver', dbUrl: 'jdbc:postgresql://127.0.0.1:5432/jeecg-boot' },
  '7': {
    dbDriver: 'dm.jdbc.driver.DmDriver',
    dbUrl:
      'jdbc:dm://127.0.0.1:5236/?jeecg-boot&zeroDateTimeBehavior=convertToNull&useUnicode=true&characterEncoding=utf-8',
  },
  '8': { dbDriver: 'com.kingbase8.Driver', dbUrl: 'jdbc:kingbase8://127.0.0.1:54321/jeecg-boot' },
};

/** The form values to set for a newly chosen type, if any. */
export const connectionDefaultsFor = (
  dbType: string | undefined,
): ConnectionDefaults | undefined =>
  dbType === undefined ? undefined : CONNECTION_DEFAULTS[dbType];
