/** DingTalk and WeCom (wxwork) in-app browsers (spec 1, 8.1), as the old console detected them. */
export function isEnterpriseChatAgent(userAgent: string): boolean {
  return /wxwork|dingtalk/i.test(userAgent);
}
