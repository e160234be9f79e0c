/**
 * A small software WebAuthn authenticator for tests: one P-256 (ES256) credential, attestation
 * format 'none', authenticatorData with the UP/UV (and AT at registration) flags, clientDataJSON
 * and assertion signatures, as a browser's @simplewebauthn/browser would send them (JSON,
 * base64url). CBOR comes from @simplewebauthn/server's own helpers (isoCBOR).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | Buffer | string) => createHash('sha256').update(b).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface AuthenticatorOptions {
  /** The page's origin the "browser" reports in clientDataJSON. */
  origin: string;
  /** The RP ID hashed into authenticatorData (the options' rp.id / rpId when not given). */
  rpId?: string;
}

export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
}
export interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  /** The signature counter of the next answer (raised by one after each). */
  counter = 1;

  constructor(readonly opts: AuthenticatorOptions) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x ?? '', y: jwk.y ?? '' };
  }

  get id() {
    return b64url(this.credentialId);
  }

  /** The credential's public key as a COSE_Key (EC2, ES256, P-256). */
  private coseKey(): Uint8Array {
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(this.publicJwk.x, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(this.publicJwk.y, 'base64url'))],
      ]),
    );
  }

  private authData(rpId: string, flags: number, counter: number, attested: boolean): Buffer {
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags])];
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter >>> 0);
    parts.push(count);
    if (attested) {
      const len = Buffer.alloc(2);
      len.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), len, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.opts.origin, crossOrigin: false }),
    );
  }

  /** navigator.credentials.create(): a RegistrationResponseJSON. */
  create(options: CreationOptions) {
    const rpId = this.opts.rpId ?? options.rp.id ?? '';
    const authData = this.authData(rpId, FLAG_UP | FLAG_UV | FLAG_AT, 0, true);
    const statement = new Map<string, string | Uint8Array | Map<string, never>>();
    statement.set('fmt', 'none');
    statement.set('attStmt', new Map<string, never>());
    statement.set('authData', new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(statement);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get(): an AuthenticationResponseJSON signed with this credential (the
   * counter used is `counter`, then it is raised by one).
   */
  get(options: RequestOptions) {
    const rpId = this.opts.rpId ?? options.rpId ?? '';
    const authData = this.authData(rpId, FLAG_UP | FLAG_UV, this.counter, false);
    this.counter += 1;
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
