import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cspNonce, nonceCreatedStyles } from '../lib/cspNonce';
import { App } from './App';

nonceCreatedStyles(cspNonce());

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
