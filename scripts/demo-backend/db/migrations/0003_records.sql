-- The record-style administration of /sys (issue 34 item 6): categories, check and fill rules,
-- data sources, gateway routes, data change versions and scheduled jobs. As in 0001, a record's
-- contract fields live in `data`; columns hold what the backend itself decides on (identity,
-- uniqueness, the tree, time order).

-- 分类字典: a tree whose child codes start with the parent's code; pid '0' marks a root.
CREATE TABLE sys_category (
  id text PRIMARY KEY,
  pid text NOT NULL DEFAULT '0',
  code text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_category_pid ON sys_category (pid);

-- 编码校验规则: ruleJson (in data) is run by /sys/checkRule/checkByCode.
CREATE TABLE sys_check_rule (
  id text PRIMARY KEY,
  rule_code text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

-- 填值规则: ruleClass names the generator /sys/fillRule/testFillRule runs.
CREATE TABLE sys_fill_rule (
  id text PRIMARY KEY,
  rule_code text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

-- 多数据源: dbPassword (in data) is stored encrypted, never in plain text.
CREATE TABLE sys_data_source (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

-- 网关路由: predicates and filters kept parsed (the list answers them parsed).
CREATE TABLE sys_gateway_route (
  id text PRIMARY KEY,
  router_id text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

-- 数据日志: one row per saved version of a record, written when a record of these areas changes.
CREATE TABLE sys_data_log (
  id text PRIMARY KEY,
  data_table text NOT NULL,
  data_id text NOT NULL,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_data_log_record ON sys_data_log (data_table, data_id);

-- 定时任务: status 0 runs, -1 stopped; each run writes a sys_log line (操作日志).
CREATE TABLE sys_quartz_job (
  id text PRIMARY KEY,
  job_class_name text NOT NULL UNIQUE,
  status smallint NOT NULL DEFAULT 0,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
