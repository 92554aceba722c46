/** Sending an SMS code (spec 7.2 SystemSmsCaptchaInquiry), shared by sign-in and account dialogs. */
import { unwrapCap, type Http } from './http';
import { failed, settle, type Failure } from './outcome';

const PATH = '/cap/sys/v1/SystemSmsCaptchaInquiry';

/** A failure's message is status.errorMsg alone (spec 8.4), '' when the server gave none. */
export function sendSmsCode(
  http: Pick<Http, 'cap' | 'serviceBody'>,
  input: { type: string; mobile: string },
): Promise<{ ok: true } | Failure> {
  return settle(async () => {
    const reply = await http.cap.POST(PATH, { body: http.serviceBody(PATH, input) });
    return unwrapCap(reply).success ? { ok: true as const } : failed(reply.data?.status.errorMsg);
  });
}
