/** spec 6: the button code of the onboarding actions (submit, sign, SMS, verify, open, 新建进件). */
export const INNET_CODE = 'cus:innet';
