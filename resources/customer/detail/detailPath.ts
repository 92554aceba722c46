/** The 客户详情 tab of a customer: the demo menu's hidden /cus/cusMastInfoDetail/:cusCode. */
export const customerDetailPath = (cusCode: string): string =>
  `/cus/cusMastInfoDetail/${encodeURIComponent(cusCode)}`;
