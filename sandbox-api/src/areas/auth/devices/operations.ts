import {
  AUTH_PATHS,
  type CreateDeviceRequest,
  type DeviceApproveConfirm,
  type DeviceApproveStart,
  type LoginConfirmRequest,
  type StoresUrlsRequest,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authenticationError } from '../../../platform/http/errors';
import { noBodyAsEmpty } from '../../../platform/http/hooks';
import {
  AUTH_TEXTS,
  bearerToken,
  type Caller,
  type DeviceCaller,
  signedInCaller,
  type SigningInAuthenticator,
} from '../../../platform/pipeline/authenticate';
import {
  approveMethodsSchema,
  confirmApprovalSchema,
  createDeviceSchema,
  deleteDeviceSchema,
  getDeviceSchema,
  listDevicesSchema,
  loginConfirmSchema,
  scpRequestSchema,
  startApprovalSchema,
  storesUrlsSchema,
} from './schemas';
import type { DeviceService, PushPromptService } from './service';

interface DeviceRouteOptions {
  auth: SigningInAuthenticator;
  devices: DeviceService;
  prompts: PushPromptService;
}

type DeviceParams = { Params: { deviceId: string } };

/** Devices, push enablement (scp) and the device's answer to prompts (spec 01 §7); 400 TA1, 401 AU, 404 UE. */
export const deviceRoutes: FastifyPluginAsync<DeviceRouteOptions> = async (
  app,
  { auth, devices, prompts },
) => {
  const config = { inputErrorStatus: 400 };

  /** Signed-in calls: a bearer access token. */
  const signedIn = (request: FastifyRequest): Promise<Caller> => signedInCaller(auth, request);
  /** Calls made while signing in too: the login's temporary token or an access token. */
  const signedInOrSigningIn = async (request: FastifyRequest): Promise<DeviceCaller> => {
    const caller = await auth.authenticateUserOrSignIn(bearerToken(request.headers.authorization));
    if (!caller) throw authenticationError(AUTH_TEXTS.unauthorized);
    return caller;
  };

  app.post(
    AUTH_PATHS.scpRequest,
    { schema: scpRequestSchema, config, preValidation: noBodyAsEmpty },
    async (request) => devices.requestScpLink(await signedInOrSigningIn(request)),
  );

  app.post<{ Body: StoresUrlsRequest }>(
    AUTH_PATHS.storesUrlsSend,
    { schema: storesUrlsSchema, config },
    async (request, reply) => {
      await devices.sendStoreLinks(await signedInOrSigningIn(request), request.body.phoneNumber);
      return reply.code(204).send();
    },
  );

  // Called by the phone that opened the scp deep link: the link code is its credential, not a bearer.
  app.post<{ Body: CreateDeviceRequest }>(
    AUTH_PATHS.devices,
    { schema: createDeviceSchema, config },
    (request) => devices.createDevice(request.body),
  );

  app.get(AUTH_PATHS.approveMethods, { schema: approveMethodsSchema, config }, async (request) => {
    await signedIn(request);
    return devices.approveMethods();
  });

  for (const path of [AUTH_PATHS.devices, AUTH_PATHS.legacyDevices]) {
    app.get(path, { schema: listDevicesSchema, config }, async (request) =>
      devices.list((await signedIn(request)).userId),
    );
  }

  app.get<DeviceParams>(AUTH_PATHS.device, { schema: getDeviceSchema, config }, async (request) =>
    devices.get((await signedIn(request)).userId, Number(request.params.deviceId)),
  );

  for (const path of [AUTH_PATHS.device, AUTH_PATHS.legacyDevice]) {
    app.delete<DeviceParams>(path, { schema: deleteDeviceSchema, config }, async (request, reply) => {
      await devices.remove((await signedIn(request)).userId, Number(request.params.deviceId));
      return reply.code(204).send();
    });
  }

  app.post<DeviceParams & { Body: DeviceApproveStart }>(
    AUTH_PATHS.deviceApprove,
    { schema: startApprovalSchema, config },
    async (request) =>
      devices.startApproval(
        (await signedIn(request)).userId,
        Number(request.params.deviceId),
        request.body.methodId,
      ),
  );

  app.patch<{ Params: { deviceId: string; methodId: string }; Body: DeviceApproveConfirm }>(
    AUTH_PATHS.deviceApproveConfirm,
    { schema: confirmApprovalSchema, config },
    async (request, reply) => {
      const { deviceId, methodId } = request.params;
      await devices.confirmApproval(
        (await signedIn(request)).userId,
        Number(deviceId),
        Number(methodId),
        request.body.code,
      );
      return reply.code(204).send();
    },
  );

  app.put<{ Params: { key: string }; Headers: { 'x-device-secret'?: string }; Body: LoginConfirmRequest }>(
    AUTH_PATHS.loginConfirm,
    { schema: loginConfirmSchema, config },
    async (request, reply) => {
      await prompts.confirm(request.params.key, request.headers['x-device-secret'], request.body.result);
      return reply.code(204).send();
    },
  );
};
