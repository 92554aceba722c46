/** antd tag colours of the msg_* codes (the texts come from the dictionaries, spec 7.3). */
export const CHANNEL_COLOURS: Readonly<Record<string, string>> = {
  '01': 'blue',
  '02': 'cyan',
  '03': 'purple',
};

export const TEMPLATE_STATUS_COLOURS: Readonly<Record<string, string>> = {
  '0': 'default',
  '1': 'success',
};

export const SEND_STATUS_COLOURS: Readonly<Record<string, string>> = {
  '00': 'processing',
  '01': 'success',
  '02': 'error',
};
