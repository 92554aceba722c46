import { createContext, useContext } from 'react';
import { accountCentreApi, type AccountCentreApi } from '../../../providers/account-centre-api';
import { fileUrl, uploadFile, type UploadApi } from '../../../providers/upload-api';

export interface AccountCentreServices {
  api: AccountCentreApi;
  /** The avatar upload (/cap/cos/v1/FileUpload) and the stored file's address. */
  upload: Pick<UploadApi, 'uploadFile' | 'fileUrl'>;
}

/** The calls the page makes: the app's, unless a test provides recording ones. */
export const AccountCentreContext = createContext<AccountCentreServices>({
  api: accountCentreApi,
  upload: { uploadFile, fileUrl },
});

export const useAccountCentre = (): AccountCentreServices => useContext(AccountCentreContext);
