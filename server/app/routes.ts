import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import authRoutes from '../accounts/auth-routes.js';
import noauthRoutes from '../accounts/noauth-routes.js';
import securitySettingsRoutes from '../accounts/security-routes.js';
import twoFactorRoutes from '../accounts/two-factor-routes.js';
import userRoutes from '../accounts/user-routes.js';
import alarmRoutes from '../alarms/routes.js';
import assetRoutes from '../assets/routes.js';
import auditLogRoutes from '../audit-logs/routes.js';
import customerRoutes from '../customers/routes.js';
import dashboardRoutes from '../dashboards/routes.js';
import deviceApiRoutes from '../device-api/routes.js';
import deviceProfileRoutes from '../device-profiles/routes.js';
import deviceCredentialRoutes from '../devices/credentials-routes.js';
import deviceRoutes from '../devices/routes.js';
import edgeEventRoutes from '../edges/event-routes.js';
import edgeRoutes from '../edges/routes.js';
import entityViewRoutes from '../entity-views/routes.js';
import oauth2Routes from '../oauth2/routes.js';
import otaPackageRoutes from '../ota/routes.js';
import entityQueryRoutes from '../query/routes.js';
import queueRoutes from '../queues/routes.js';
import relationRoutes from '../relations/routes.js';
import lwm2mRoutes from '../resources/lwm2m-routes.js';
import resourceRoutes from '../resources/routes.js';
import rpcRoutes from '../rpc/routes.js';
import eventRoutes from '../rule-chains/event-routes.js';
import ruleChainRoutes from '../rule-chains/routes.js';
import componentRoutes from '../rule-nodes/routes.js';
import adminSettingsRoutes from '../settings/routes.js';
import uiSettingsRoutes from '../settings/ui-routes.js';
import telemetryRoutes from '../telemetry/routes.js';
import tenantProfileRoutes from '../tenants/profile-routes.js';
import tenantRoutes from '../tenants/routes.js';
import repositorySettingsRoutes from '../version-control/repository-routes.js';
import versionControlRoutes from '../version-control/routes.js';
import widgetsBundleRoutes from '../widgets/bundle-routes.js';
import widgetTypeRoutes from '../widgets/type-routes.js';
import wsRoutes from '../ws/routes.js';

/** A domain's route module: registers its routes. */
export type RouteModule = (app: FastifyInstance, ctx: ServerContext) => Promise<void> | void;

/** Every domain's routes, in the order they are registered. */
export const API_ROUTES: readonly RouteModule[] = [
  authRoutes, noauthRoutes, userRoutes, twoFactorRoutes, securitySettingsRoutes,
  tenantRoutes, tenantProfileRoutes, customerRoutes,
  adminSettingsRoutes, uiSettingsRoutes, oauth2Routes, auditLogRoutes,
  deviceRoutes, deviceCredentialRoutes, deviceProfileRoutes, otaPackageRoutes, assetRoutes, entityViewRoutes,
  edgeRoutes, edgeEventRoutes, relationRoutes,
  telemetryRoutes, rpcRoutes, deviceApiRoutes, alarmRoutes, entityQueryRoutes, wsRoutes,
  dashboardRoutes, widgetsBundleRoutes, widgetTypeRoutes,
  ruleChainRoutes, componentRoutes, eventRoutes, queueRoutes, resourceRoutes, lwm2mRoutes,
  versionControlRoutes, repositorySettingsRoutes,
];
