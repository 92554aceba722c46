import type { InnetKey } from '../../../providers/customer-innet-api';

/** The route of a record's 进件办理 tab (the hidden menu entry customer/CusChannelInnet). */
export const onboardingPath = ({ cusCode, channelCode, productCode }: InnetKey): string =>
  `/cus/cusChannelInnet/${encodeURIComponent(cusCode)}/${channelCode}/${productCode}`;
