import {
  POSITION_IDS,
  type Representative,
  type RepresentativeInfo,
  type ShareholderNode,
} from '@portal/api/catalogue';
import { effectiveShares, isValidLevelTotal } from '@portal/api/registration';
import type {
  CompanyRepresentative,
  CompanyStructure,
  PersonRepresentative,
  ShareholderRow,
} from './repository';

/** `60.000000` as `60`, `12.500000` as `12.5`: a share as the customer wrote it. */
export function plainShare(share: string): string {
  return share.includes('.') ? share.replace(/\.?0+$/, '') : share;
}

const statusesOf = (row: PersonRepresentative | CompanyRepresentative) => ({
  addressDocumentStatus: row.addressDocumentStatus,
  identityDocumentStatus: row.identityDocumentStatus,
  controlDocumentStatus: row.controlDocumentStatus,
});

/** A shareholder's place in the tree: its share, effective share and the company it holds through. */
interface Holding {
  share: string;
  effectiveShare: string;
  parentId: number | null;
}

/** The company's directors, shareholders (the tree, depth first) and owners as the company pages list them. */
export interface CompanyRepresentatives {
  directors: Representative[];
  shareholders: Representative[];
  owners: Representative[];
  /** Every representative by id, with the first place it holds shares in. */
  byId: Map<
    number,
    {
      representative: Representative;
      person: PersonRepresentative | null;
      company: CompanyRepresentative | null;
    }
  >;
}

/**
 * Builds the lists from the stored structure. Positions (spec 03 §3): 2 director, 6 a person holding shares,
 * 9 a company holding shares, 8 owner; a person with none is an authorised user. Effective shares are each share
 * multiplied through its parents (spec 03 §5), by the registration's own rule.
 */
export function companyRepresentatives(structure: CompanyStructure): CompanyRepresentatives {
  const personById = new Map(structure.persons.map((person) => [person.personId, person]));
  const companyById = new Map(structure.companies.map((company) => [company.companyId, company]));
  const representativeOf = (row: ShareholderRow): number | undefined =>
    row.personId !== null
      ? personById.get(row.personId)?.representativeId
      : companyById.get(row.companyId ?? -1)?.representativeId;

  // The stored tree as the registration's nodes, each known by its row.
  const rowOf = new Map<ShareholderNode, ShareholderRow>();
  const childrenOf = (parentId: number | null): ShareholderNode[] =>
    structure.shareholders
      .filter((row) => row.parentId === parentId && representativeOf(row) !== undefined)
      .map((row) => {
        const node: ShareholderNode = {
          kind: row.personId !== null ? 'person' : 'company',
          refId: String(representativeOf(row)),
          share: plainShare(row.share),
          children: childrenOf(row.id),
        };
        rowOf.set(node, row);
        return node;
      });
  const tree = childrenOf(null);
  const holdings: { representativeId: number; holding: Holding }[] = effectiveShares(tree).map(
    ({ node, effective }) => {
      const row = rowOf.get(node)!;
      const parent = structure.shareholders.find((candidate) => candidate.id === row.parentId);
      return {
        representativeId: Number(node.refId),
        holding: {
          share: node.share,
          effectiveShare: plainShare(effective),
          parentId: parent ? (representativeOf(parent) ?? null) : null,
        },
      };
    },
  );
  const holdsShares = new Set(holdings.map((entry) => entry.representativeId));

  const personEntry = (person: PersonRepresentative, holding: Holding | null): Representative => ({
    representativeId: person.representativeId,
    positionIds: [
      ...(person.isDirector ? [POSITION_IDS.director] : []),
      ...(holdsShares.has(person.representativeId) ? [POSITION_IDS.shareholder] : []),
      ...(person.isOwner ? [POSITION_IDS.owner] : []),
    ],
    kind: 'person',
    name: `${person.firstName} ${person.lastName}`.trim(),
    email: person.email,
    share: holding?.share ?? null,
    effectiveShare: holding?.effectiveShare ?? null,
    parentId: holding?.parentId ?? null,
    ...statusesOf(person),
    userId: person.userId,
  });
  const companyEntry = (company: CompanyRepresentative, holding: Holding | null): Representative => ({
    representativeId: company.representativeId,
    positionIds: [
      ...(company.isDirector ? [POSITION_IDS.director] : []),
      ...(holdsShares.has(company.representativeId) ? [POSITION_IDS.shareholderCompany] : []),
      ...(company.isOwner ? [POSITION_IDS.owner] : []),
    ],
    kind: 'company',
    name: company.name,
    email: '',
    share: holding?.share ?? null,
    effectiveShare: holding?.effectiveShare ?? null,
    parentId: holding?.parentId ?? null,
    ...statusesOf(company),
    userId: null,
  });

  const firstHolding = new Map<number, Holding>();
  for (const { representativeId, holding } of holdings)
    if (!firstHolding.has(representativeId)) firstHolding.set(representativeId, holding);
  const byId: CompanyRepresentatives['byId'] = new Map();
  for (const person of structure.persons)
    byId.set(person.representativeId, {
      representative: personEntry(person, firstHolding.get(person.representativeId) ?? null),
      person,
      company: null,
    });
  for (const company of structure.companies)
    byId.set(company.representativeId, {
      representative: companyEntry(company, firstHolding.get(company.representativeId) ?? null),
      person: null,
      company,
    });

  const shareholders = holdings.map(({ representativeId, holding }) => {
    const person = structure.persons.find((candidate) => candidate.representativeId === representativeId);
    if (person) return personEntry(person, holding);
    return companyEntry(
      structure.companies.find((candidate) => candidate.representativeId === representativeId)!,
      holding,
    );
  });
  return {
    // A company may direct or own too (issue 47 item 5), listed after the persons.
    directors: [
      ...structure.persons.filter((person) => person.isDirector),
      ...structure.companies.filter((company) => company.isDirector),
    ].map((entry) => byId.get(entry.representativeId)!.representative),
    shareholders,
    owners: [
      ...structure.persons.filter((person) => person.isOwner),
      ...structure.companies.filter((company) => company.isOwner),
    ].map((entry) => byId.get(entry.representativeId)!.representative),
    byId,
  };
}

/** A representative with their personal details (a company's are empty but for its registration number). */
export function representativeInfo(
  representative: Representative,
  person: PersonRepresentative | null,
  company: CompanyRepresentative | null,
): RepresentativeInfo {
  return {
    ...representative,
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    birthday: person?.birthday ?? '',
    phone: person?.phone ?? '',
    taxId: person?.taxId ?? company?.registrationNumber ?? '',
    address: {
      address1: person?.address1 ?? '',
      address2: person?.address2 ?? '',
      city: person?.city ?? '',
      postalCode: person?.postalCode ?? '',
      countryCode: person?.countryCode ?? company?.registrationCountryCode ?? '',
      stateCode: person?.stateCode ?? '',
    },
    addressStatus: person?.addressStatus ?? 0,
    addressConfirmed: person?.addressConfirmed ?? false,
  };
}

/** Why a customer may not remove a representative themselves; an administrator's force-delete skips these. */
export const DELETION_TEXTS = {
  onlyDirector: "representativeId: is the company's only director; a company needs at least one (spec 03 §5)",
  shareLevel:
    'representativeId: holds shares; without them a level of the shareholder tree would not total 10 to 100 % (spec 03 §5)',
  noShareholder: 'representativeId: is the last shareholder; a company needs at least one (spec 03 §5)',
} as const;

/**
 * What would break if the customer removed the representative (issue 47 item 1, spec 03 §5): the company keeps a
 * director, a shareholder, and every level of the shareholder tree, a company's holders included, totals 10 to 100.
 * None: they may.
 */
export function deletionProblems(list: CompanyRepresentatives, representativeId: number): string[] {
  const problems: string[] = [];
  if (list.directors.length === 1 && list.directors[0]!.representativeId === representativeId)
    problems.push(DELETION_TEXTS.onlyDirector);
  if (!list.shareholders.some((entry) => entry.representativeId === representativeId)) return problems;
  // The holdings left: the representative's own, and those held through it, go.
  const gone = new Set([representativeId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of list.shareholders)
      if (entry.parentId !== null && gone.has(entry.parentId) && !gone.has(entry.representativeId)) {
        gone.add(entry.representativeId);
        grew = true;
      }
  }
  const left = list.shareholders.filter((entry) => !gone.has(entry.representativeId));
  if (!left.some((entry) => entry.parentId === null)) return [...problems, DELETION_TEXTS.noShareholder];
  const levelOf = (parentId: number | null): ShareholderNode[] =>
    left
      .filter((entry) => entry.parentId === parentId)
      .map((entry) => ({
        kind: entry.kind,
        refId: String(entry.representativeId),
        share: entry.share ?? '0',
        children: [],
      }));
  const parents = new Set([null, ...list.shareholders.map((entry) => entry.parentId)]);
  const broken = [...parents].some(
    (parentId) => (parentId === null || !gone.has(parentId)) && !isValidLevelTotal(levelOf(parentId)),
  );
  return broken ? [...problems, DELETION_TEXTS.shareLevel] : problems;
}
