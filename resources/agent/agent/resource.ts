import { defineResource } from '../../kit/resource';

/**
 * 代理商 (issue 18 C): the tree reads a /cap service (AgentInquiry, providers/agent-api.ts), not a
 * /sys list path, so the module declares no kit endpoints.
 */
export const agentResource = defineResource({ name: 'agent', endpoints: {} });
