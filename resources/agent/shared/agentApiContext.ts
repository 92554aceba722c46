import { createContext, useContext } from 'react';
import { agentApi, type AgentApi } from '../../../providers/agent-api';

/** The calls of 代理商与供应商: the app's, unless a test provides recording ones. */
export const AgentApiContext = createContext<AgentApi>(agentApi);

export const useAgentApi = (): AgentApi => useContext(AgentApiContext);
