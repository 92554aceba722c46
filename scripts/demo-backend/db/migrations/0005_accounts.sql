-- Accounts (issue 34 item 5; spec 4, 7.2, 8.1): SMS codes, image captchas, the user centre's own
-- settings, Google authenticator secrets, customers' payment and operation passwords, and the
-- login page's tenant and system look-ups by host name.

-- Every SMS code sent. The server enforces the 5-minute validity and the 60-second resend gap
-- (spec 9) from these rows; a code is used up by the call it proves.
CREATE TABLE demo_sms_code (
  id bigserial PRIMARY KEY,
  -- the number the code went to (for a customer: `cus:` and its code)
  mobile text NOT NULL,
  scene text NOT NULL,
  code text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX demo_sms_code_target ON demo_sms_code (mobile, scene, sent_at DESC);

-- Image captchas of /sys/randomImage/{key}: the text to type, valid 60 seconds.
CREATE TABLE demo_captcha (
  check_key text PRIMARY KEY,
  text text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- What a user's account has beyond sys_user: the 公司管理 user fields, the user centre's settings
-- and security state.
CREATE TABLE demo_account (
  user_id text PRIMARY KEY REFERENCES sys_user (id) ON DELETE CASCADE,
  cert_no text,
  remark text,
  -- 03 已锁定 (sys_user.status is then 2, so the user cannot sign in)
  locked boolean NOT NULL DEFAULT false,
  status_reason text,
  introduction text,
  notify_prefs jsonb,
  pwd_strength text NOT NULL DEFAULT '2',
  pwd_update_time timestamptz,
  -- the user must choose a new password at the next sign-in (set by an administrator's reset)
  must_change_password boolean NOT NULL DEFAULT false,
  -- base32 TOTP secret (RFC 6238) once bound
  google_secret text,
  google_bound_at timestamptz,
  -- the secret UserGoogleAuthInquiry handed out, bindable for 10 minutes
  google_pending_secret text,
  google_pending_at timestamptz
);

-- Step 1 of the 个人中心 mobile change proves the old number; step 2 needs its token.
CREATE TABLE demo_alter_token (
  token text PRIMARY KEY,
  user_id text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A customer's payment password (AcctPayPwdModify) and operation password (CusSetOpPwd for a
-- customer), each `salt$hash`.
CREATE TABLE demo_customer_secret (
  cus_code text PRIMARY KEY,
  pay_pwd_hash text,
  pay_pwd_failures integer NOT NULL DEFAULT 0,
  op_pwd_hash text
);

-- Sessions decrypted through UserDataDecryption (spec 2.6 数据解密) see sensitive values in full.
ALTER TABLE demo_session ADD COLUMN decrypted boolean NOT NULL DEFAULT false;

-- What the login page's TenantInquiry and SystemInquiry answer for a host name (and port).
CREATE TABLE demo_login_site (
  host text NOT NULL,
  port text NOT NULL DEFAULT '',
  tenant_id text,
  tenant_info jsonb,
  sys_name text,
  sys_info jsonb,
  PRIMARY KEY (host, port)
);

-- CAS service tickets (/sys/cas/client/validateLogin). The demo has no CAS server: a ticket
-- exists only when something issues one (the tests do), and is good once, for its service.
CREATE TABLE demo_cas_ticket (
  ticket text PRIMARY KEY,
  user_id text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  service text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
