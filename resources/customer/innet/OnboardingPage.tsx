import { Alert } from 'antd';
import { useParams } from 'react-router';
import { isChannelCode, isProductCode } from '../../../providers/customer-innet-api';
import { OnboardingFlow } from './OnboardingFlow';
import { INNET_TEXTS as TEXTS } from './texts';

/** The routed 进件办理 tab: /cus/cusChannelInnet/:cusCode/:channelCode/:productCode (spec 2.8). */
export function OnboardingPage() {
  const { cusCode = '', channelCode, productCode } = useParams();
  if (!cusCode || !isChannelCode(channelCode) || !isProductCode(productCode)) {
    return <Alert type="error" showIcon message={TEXTS.badRoute} />;
  }
  return <OnboardingFlow innetKey={{ cusCode, channelCode, productCode }} />;
}
