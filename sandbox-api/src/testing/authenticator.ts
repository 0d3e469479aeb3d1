// A software authenticator for the sandbox's tests (issue 50): an ES256 key pair per credential, "none"
// attestation, user presence and verification flags, and a sign count. It plays the browser and the authenticator
// so that the passkey rules can be tested over app.inject; the end-to-end journeys use Chromium's virtual
// authenticator instead. The product's own WebAuthn is @simplewebauthn/server's, never this.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** The CBOR of the few kinds WebAuthn's structures need (RFC 8949, definite lengths). */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Flags of the authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  id: Uint8Array;
  rpId: string;
  key: KeyObject;
  counter: number;
  userHandle: string;
}

export interface CeremonyOptions {
  origin: string;
  /** Without user verification (a tap without fingerprint or PIN): refused by the sandbox. */
  userVerified?: boolean;
  /** The client data type (`payment.get` for Secure Payment Confirmation). */
  type?: string;
}

export function createSoftAuthenticator() {
  const credentials: SoftCredential[] = [];

  function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  return {
    credentials,

    /** `navigator.credentials.create()` on these options (the JSON @simplewebauthn gives): answers the JSON. */
    create(options: Record<string, unknown>, { origin, userVerified = true }: CeremonyOptions) {
      const rp = options.rp as { id: string };
      const user = options.user as { id: string };
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const id = randomBytes(16);
      const credential: SoftCredential = {
        id,
        rpId: rp.id,
        key: privateKey,
        counter: 0,
        userHandle: user.id,
      };
      credentials.push(credential);
      const cose = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cbor(cose)]);
      const data = authData(rp.id, UP | (userVerified ? UV : 0) | AT, 0, attested);
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
      );
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientDataJSON),
          attestationObject: b64(cbor({ fmt: 'none', attStmt: {}, authData: data })),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** `navigator.credentials.get()` with this credential over these options' challenge: answers the JSON. */
    get(
      credential: SoftCredential,
      options: Record<string, unknown>,
      { origin, userVerified = true, type = 'webauthn.get' }: CeremonyOptions,
      counterStep = 1,
    ) {
      credential.counter += counterStep;
      const data = authData(credential.rpId, UP | (userVerified ? UV : 0), credential.counter);
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type, challenge: options.challenge, origin, crossOrigin: false }),
      );
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), credential.key);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
