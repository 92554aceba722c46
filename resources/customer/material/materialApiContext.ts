import { createContext, useContext } from 'react';
import {
  customerMaterialApi,
  type CustomerMaterialApi,
} from '../../../providers/customer-material-api';
import { fileUrl, uploadFile, type UploadApi } from '../../../providers/upload-api';

/** The calls 客户资料 makes: the material calls and the FileUpload of spec 7.6. */
export interface MaterialCalls {
  materials: CustomerMaterialApi;
  upload: Pick<UploadApi, 'uploadFile' | 'fileUrl'>;
}

/** The app's calls, unless a test provides recording ones. */
export const MaterialApiContext = createContext<MaterialCalls>({
  materials: customerMaterialApi,
  upload: { uploadFile, fileUrl },
});

export const useMaterialCalls = (): MaterialCalls => useContext(MaterialApiContext);
