import { describe, expect, it } from 'vitest';
import {
  capMessage,
  normaliseCapEnvelope,
  normaliseEnvelope,
  normaliseReply,
  normaliseReplyText,
  normaliseSysEnvelope,
} from '../../../providers/http/envelope';

const MALFORMED = {
  success: false,
  code: '',
  message: '服务器返回的数据格式不正确，请稍后重试',
  result: null,
};

describe('normaliseSysEnvelope', () => {
  it.each([
    [
      'success',
      { success: true, message: '', code: 200, result: { token: 't' }, timestamp: 1 },
      { success: true, code: 200, message: '', result: { token: 't' } },
    ],
    [
      'business failure',
      {
        success: false,
        message: '操作失败，数据库中已存在该记录',
        code: 500,
        result: null,
        timestamp: 1,
      },
      { success: false, code: 500, message: '操作失败，数据库中已存在该记录', result: null },
    ],
    [
      'list endpoint with code 0',
      { success: true, code: 0, result: [] },
      { success: true, code: 0, message: '', result: [] },
    ],
    ['missing fields', { success: true }, { success: true, code: '', message: '', result: null }],
    [
      'fields of the wrong type',
      { success: false, code: { x: 1 }, message: 42, result: 'r' },
      { success: false, code: '', message: '', result: 'r' },
    ],
  ])('%s', (_case, json, expected) => {
    expect(normaliseSysEnvelope(json)).toEqual(expected);
  });
});

describe('normaliseCapEnvelope', () => {
  it.each([
    [
      'success',
      {
        status: { success: true, replyCode: '0000', replyText: '交易成功', errorMsg: null },
        body: { tenantId: '1002' },
      },
      { success: true, code: '0000', message: '交易成功', result: { tenantId: '1002' } },
    ],
    [
      'failure with a short errorMsg',
      {
        status: {
          success: false,
          replyCode: 'E0001',
          replyText: '交易失败',
          errorMsg: '参数校验不通过',
        },
        body: null,
      },
      { success: false, code: 'E0001', message: '交易失败:参数校验不通过', result: null },
    ],
    [
      'failure with an empty errorMsg',
      { status: { success: false, replyCode: 'E0001', replyText: '交易失败', errorMsg: '' } },
      { success: false, code: 'E0001', message: '交易失败', result: null },
    ],
    ['missing fields', { status: {} }, { success: false, code: '', message: '', result: null }],
    [
      'errorMsg without replyText',
      { status: { success: false, errorMsg: 'Access token has expired' } },
      { success: false, code: '', message: 'Access token has expired', result: null },
    ],
  ])('%s', (_case, json, expected) => {
    expect(normaliseCapEnvelope(json)).toEqual(expected);
  });
});

describe('capMessage: errorMsg is appended only under 64 characters (spec 7.1)', () => {
  it('appends a 63-character errorMsg', () => {
    const errorMsg = 'e'.repeat(63);
    expect(capMessage('交易失败', errorMsg)).toBe(`交易失败:${errorMsg}`);
  });

  it('leaves out a 64-character errorMsg', () => {
    expect(capMessage('交易失败', 'e'.repeat(64))).toBe('交易失败');
  });

  it('counts Chinese characters as one each', () => {
    expect(capMessage('失败', '错'.repeat(63))).toBe(`失败:${'错'.repeat(63)}`);
    expect(capMessage('失败', '错'.repeat(64))).toBe('失败');
  });
});

describe('normaliseEnvelope', () => {
  it('detects the /cap envelope', () => {
    expect(normaliseEnvelope({ status: { success: true, replyText: 'ok' }, body: [1] })).toEqual({
      success: true,
      code: '',
      message: 'ok',
      result: [1],
    });
  });

  it('detects the /sys envelope', () => {
    expect(
      normaliseEnvelope({ success: false, code: 510, message: '没有权限，请联系管理员授权' }),
    ).toEqual({
      success: false,
      code: 510,
      message: '没有权限，请联系管理员授权',
      result: null,
    });
  });

  it.each([
    ['an object of neither shape', { code: 200, data: [] }],
    ['a string', 'ok'],
    ['null', null],
    ['a number', 5],
    ['a bare array', [{ id: '1' }]],
  ])('gives the malformed-reply failure for %s', (_case, json) => {
    expect(normaliseEnvelope(json)).toEqual(MALFORMED);
  });
});

describe('normaliseReply and normaliseReplyText', () => {
  it('wraps the bare user array of /sys/user/getMultiUser', () => {
    expect(normaliseReply([{ id: 'u1' }])).toEqual({
      success: true,
      code: 200,
      message: '',
      result: [{ id: 'u1' }],
    });
  });

  it.each(['<html>502 Bad Gateway</html>', '', 'OK', '{"success":'])(
    'gives the malformed-reply failure for the text %j',
    (text) => {
      expect(normaliseReplyText(text)).toEqual(MALFORMED);
    },
  );

  it('parses and normalises JSON text', () => {
    expect(
      normaliseReplyText(
        '{"success":true,"code":200,"message":"退出登录成功！","result":"退出登录成功！"}',
      ),
    ).toEqual({
      success: true,
      code: 200,
      message: '退出登录成功！',
      result: '退出登录成功！',
    });
  });
});
