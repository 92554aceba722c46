import { Col, Divider, Form, Input, Switch } from 'antd';
import { DictSelect } from '../../../src/components/DictSelect';
import { ImageUpload } from '../../../src/components/ImageUpload';
import { AUTH_DICT, BRAND_RULES } from '../../../src/lib/auth';
import { BRAND_TEXTS as TEXTS } from './texts';

const HALF = { xs: 24, md: 12 } as const;
const THIRD = { xs: 24, md: 8 } as const;

/** Where the info fields sit in the form: `info.<field>`. */
const at = (field: string) => ['info', field];

/**
 * The branding and flags of the system or tenant info (spec 3), as form fields under `info`:
 * images through the upload widget (stored paths), the cfg* flags as switches (spec 2.6), the
 * password rule of spec 5.2 for systems only. `withSysName`: the info's own 系统名称 (tenants;
 * a system's name is its record's).
 */
export function BrandingFields({
  withSysName = false,
  withPasswordRule = false,
  disabled = false,
}: {
  withSysName?: boolean;
  withPasswordRule?: boolean;
  disabled?: boolean;
}) {
  const image = (field: 'logo' | 'tabLogo' | 'bkg', label: string) => (
    <Col {...THIRD}>
      <Form.Item name={at(field)} label={label}>
        <ImageUpload bizPath="brand" buttonText={TEXTS.upload} disabled={disabled} />
      </Form.Item>
    </Col>
  );
  const text = (
    field: 'sysName' | 'tabTitle' | 'copyright' | 'company' | 'registerEnt' | 'registerSecurity',
    label: string,
    placeholder?: string,
  ) => (
    <Col {...HALF}>
      <Form.Item name={at(field)} label={label} rules={BRAND_RULES[field]}>
        <Input placeholder={placeholder ?? `请输入${label}`} />
      </Form.Item>
    </Col>
  );
  const flag = (field: 'cfgPayPwd' | 'cfgDataDecrypt' | 'cfgOpPwd', label: string) => (
    <Col {...THIRD}>
      <Form.Item name={at(field)} label={label} valuePropName="checked">
        <Switch checkedChildren="开" unCheckedChildren="关" />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <Col span={24}>
        <Divider orientation="left">{TEXTS.branding}</Divider>
      </Col>
      {withSysName ? text('sysName', TEXTS.sysName) : null}
      {text('tabTitle', TEXTS.tabTitle, '不填时与系统名称相同')}
      {image('logo', TEXTS.logo)}
      {image('tabLogo', TEXTS.tabLogo)}
      {image('bkg', TEXTS.bkg)}
      {text('copyright', TEXTS.copyright, '如 2017-2026')}
      {text('company', TEXTS.company)}
      {text('registerEnt', TEXTS.registerEnt, '如 京ICP备2020012345号-1')}
      {text('registerSecurity', TEXTS.registerSecurity, '如 京公网安备11010502040000号')}
      <Col {...HALF}>
        <Form.Item name={at('sysColor')} label={TEXTS.sysColor} rules={BRAND_RULES.sysColor}>
          <Input placeholder="如 #0267B5" />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name={at('sysTheme')} label={TEXTS.sysTheme}>
          <DictSelect dictCode={AUTH_DICT.sysTheme} placeholder={`请选择${TEXTS.sysTheme}`} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name={at('helpUrl')} label={TEXTS.helpUrl} rules={BRAND_RULES.helpUrl}>
          <Input placeholder="https://，不填时顶栏不显示帮助图标" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Divider orientation="left">{TEXTS.features}</Divider>
      </Col>
      {flag('cfgPayPwd', TEXTS.cfgPayPwd)}
      {flag('cfgDataDecrypt', TEXTS.cfgDataDecrypt)}
      {flag('cfgOpPwd', TEXTS.cfgOpPwd)}
      {withPasswordRule ? (
        <>
          <Col span={24}>
            <Divider orientation="left">{TEXTS.passwordRule}</Divider>
          </Col>
          <Col {...HALF}>
            <Form.Item name={at('pwdReg')} label={TEXTS.pwdReg} rules={BRAND_RULES.pwdReg}>
              <Input placeholder="不填时使用默认规则" />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name={at('pwdMsg')} label={TEXTS.pwdMsg} rules={BRAND_RULES.pwdMsg}>
              <Input placeholder="密码不符合规则时的提示" />
            </Form.Item>
          </Col>
        </>
      ) : null}
    </>
  );
}
