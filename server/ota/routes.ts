import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { badRequest, forbidden } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { entityNotFound } from '../entities/access.js';
import { inChange } from '../entities/changes.js';
import { checksumAlgorithmOf, deleteOtaPackage, saveOtaInfo, uploadOtaData, type OtaFile } from './save.js';
import { missingParameter } from '../http/validate.js';
import {
  countDevicesWithoutPackage, findOtaPackage, listOtaInfos, loadOtaChecked, otaInfoToJson, otaPackageToJson, otaTypeOf,
} from './service.js';

const TENANT_ADMIN = { config: { auth: ['TENANT_ADMIN' as const] } };
const TENANT_OR_CUSTOMER = { config: { auth: ['TENANT_ADMIN' as const, 'CUSTOMER_USER' as const] } };

type Params = { otaPackageId: string; deviceProfileId: string; type: string; otaPackageType: string };
type Query = Record<string, unknown>;

async function checkedProfile(ctx: ServerContext, req: FastifyRequest): Promise<string> {
  const id = (req.params as Params).deviceProfileId;
  const profile = await ctx.db.one<{ tenant_id: string }>('SELECT tenant_id FROM device_profile WHERE id = $1', [id]);
  if (!profile) throw entityNotFound('DEVICE_PROFILE', id);
  if (profile.tenant_id !== req.user.tenantId) throw forbidden();
  return id;
}

async function readFile(req: FastifyRequest): Promise<OtaFile> {
  const part = await req.file();
  if (!part || part.fieldname !== 'file') throw badRequest("Required request part 'file' is not present");
  return { data: await part.toBuffer(), fileName: part.filename || 'file', contentType: part.mimetype || 'application/octet-stream' };
}

/** OTA packages: lists, infos, the package with its data, download, save, file upload with checksum, delete, and device counts. */
export default async function otaPackageRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/otaPackages', TENANT_OR_CUSTOMER, async (req) =>
    listOtaInfos(ctx.db, req.user.tenantId, parsePageLink(req.query as Query)));

  app.get('/api/otaPackages/:deviceProfileId/:type', TENANT_OR_CUSTOMER, async (req) => {
    const link = parsePageLink(req.query as Query);
    const type = otaTypeOf((req.params as Params).type);
    const deviceProfileId = await checkedProfile(ctx, req);
    return listOtaInfos(ctx.db, req.user.tenantId, link, { deviceProfileId, type });
  });

  app.get('/api/otaPackage/info/:otaPackageId', TENANT_OR_CUSTOMER, async (req) =>
    otaInfoToJson(await loadOtaChecked(ctx.db, req.user, (req.params as Params).otaPackageId, true)));

  app.get('/api/otaPackage/:otaPackageId', TENANT_ADMIN, async (req) => {
    const info = await loadOtaChecked(ctx.db, req.user, (req.params as Params).otaPackageId);
    return otaPackageToJson((await findOtaPackage(ctx.db, info.id))!);
  });

  app.get('/api/otaPackage/:otaPackageId/download', TENANT_ADMIN, async (req, reply) => {
    const info = await loadOtaChecked(ctx.db, req.user, (req.params as Params).otaPackageId);
    // ThingsBoard answers a bare 400 for a package that points to a URL.
    if (info.url !== null) return reply.status(400).send();
    const pkg = (await findOtaPackage(ctx.db, info.id))!;
    if (!pkg.data) throw entityNotFound('OTA_PACKAGE', info.id);
    const fileName = pkg.file_name ?? `${pkg.title}-${pkg.version}`;
    return reply
      .header('Content-Disposition', `attachment;filename=${fileName}`)
      .header('x-filename', fileName)
      .type(pkg.content_type ?? 'application/octet-stream')
      .send(pkg.data);
  });

  app.post('/api/otaPackage', TENANT_ADMIN, async (req) =>
    otaInfoToJson(await inChange(ctx, (q, events) => saveOtaInfo(ctx, q, events, req.user, req.body))));

  app.post('/api/otaPackage/:otaPackageId', TENANT_ADMIN, async (req) => {
    const query = req.query as Query;
    const id = (req.params as Params).otaPackageId;
    await loadOtaChecked(ctx.db, req.user, id);
    if (query.checksumAlgorithm === undefined || query.checksumAlgorithm === '') {
      throw missingParameter('checksumAlgorithm');
    }
    const algorithm = checksumAlgorithmOf(query.checksumAlgorithm);
    const checksum = typeof query.checksum === 'string' && query.checksum.trim() !== '' ? query.checksum : undefined;
    const file = await readFile(req);
    return otaInfoToJson(await inChange(ctx, async (q, events) =>
      uploadOtaData(ctx, q, events, req.user, await loadOtaChecked(q, req.user, id), algorithm, checksum, file)));
  });

  app.delete('/api/otaPackage/:otaPackageId', TENANT_ADMIN, async (req, reply) => {
    await inChange(ctx, async (q, events) =>
      deleteOtaPackage(ctx, q, events, req.user, await loadOtaChecked(q, req.user, (req.params as Params).otaPackageId)));
    return reply.status(200).send();
  });

  app.get('/api/devices/count/:otaPackageType/:deviceProfileId', TENANT_OR_CUSTOMER, async (req) => {
    const type = otaTypeOf((req.params as Params).otaPackageType, 'otaPackageType');
    const deviceProfileId = await checkedProfile(ctx, req);
    return countDevicesWithoutPackage(ctx.db, req.user.tenantId, deviceProfileId, type);
  });
}
