import {
  type Page,
  type TemplateFilter,
  TemplateScope,
  type TemplateSummary,
  toPage,
} from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { forbidden, notFound } from '../../http/errors.ts';
import type { VersionedMemory } from '../../lib/versioned-memory.ts';
import type { UserRow } from '../auth/sessions.ts';
import { managesEnterprise, type TemplateActor } from './actor.ts';
import { presentSummary } from './template.presenter.ts';
import { type Condition, TemplatesRepository } from './templates.repository.ts';
import {
  audienceOf,
  availableTemplate,
  enterprisesOf,
  type TemplateAudience,
  visibleTemplate,
} from './visibility.ts';

type Filter = Partial<TemplateFilter> & { page: number; size: number };
const UNPUBLISHED = ['REQUESTED', 'IN_REVISION', 'REJECTED'] as const;

const scope =
  (value: 'PERSONAL' | 'ENTERPRISE' | 'PUBLIC'): Condition =>
  (eb) =>
    eb('templates.scope', '=', value);
const published: Condition = (eb) => eb('templates.status', '=', 'PUBLISHED');
const authoredBy =
  (userId: string): Condition =>
  (eb) =>
    eb('templates.author_id', '=', userId);
const inEnterprises =
  (ids: string[]): Condition =>
  (eb) =>
    ids.length ? eb('templates.enterprise_id', 'in', ids) : eb.val(false);
const unpublished: Condition = (eb) => eb('templates.status', 'in', UNPUBLISHED);

/**
 * Every list, count and facet of templates. Each one starts from the read rule
 * (visibleTemplate) and narrows it, so nothing is listed that could not be read.
 */
export class TemplateListsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly templates: TemplatesRepository,
    private readonly memory: VersionedMemory,
  ) {}

  /**
   * One page of a list: `list` names the list and its arguments, for the memory. Which templates
   * matched is remembered per template version and audience (a version moves with every change to
   * templates or likes), so a gallery browsed by many costs one search per change; the rows
   * themselves, with their authors' names and the reader's likes, are read fresh.
   */
  private async run(
    actor: TemplateActor,
    list: unknown[],
    narrow: (a: TemplateAudience) => Condition[],
    filter: Filter,
  ) {
    const [audience, version] = await Promise.all([audienceOf(this.db, actor), this.memory.version()]);
    const match = () => this.templates.matching([visibleTemplate(audience), ...narrow(audience)], filter);
    // An author's name is not versioned: a search by it is never remembered.
    const { ids, totalCount } = filter.userName
      ? await match()
      : await this.memory.recall(['page', version, audience, list, filter], match);
    const rows = await this.templates.inOrder(ids, audience.userId);
    return toPage(
      rows.map((r) => presentSummary(r, r.liked)),
      filter.page,
      filter.size,
      totalCount,
    );
  }

  private user(user: UserRow): TemplateActor {
    return { kind: 'user', user };
  }

  private member(user: UserRow): string {
    if (!user.enterprise_id) throw forbidden('Only enterprise members have enterprise templates.');
    return user.enterprise_id;
  }

  available(user: UserRow, filter: Filter): Promise<Page<TemplateSummary>> {
    const scopes = filter.scopes?.length ? filter.scopes : [...TemplateScope];
    return this.run(this.user(user), ['available'], (a) => [availableTemplate(a, scopes)], filter);
  }

  enterprise(user: UserRow, filter: Filter) {
    this.member(user);
    return this.run(
      this.user(user),
      ['enterprise'],
      (a) => [scope('ENTERPRISE'), inEnterprises(enterprisesOf(a))],
      filter,
    );
  }

  enterpriseCandidates(user: UserRow, filter: Filter) {
    this.member(user);
    return this.run(
      this.user(user),
      ['enterpriseCandidates'],
      () => [scope('ENTERPRISE'), authoredBy(user.id), unpublished],
      filter,
    );
  }

  enterprisePublished(user: UserRow, filter: Filter) {
    this.member(user);
    return this.run(
      this.user(user),
      ['enterprisePublished'],
      (a) => [scope('ENTERPRISE'), published, inEnterprises(enterprisesOf(a))],
      filter,
    );
  }

  private managerConditions(user: UserRow): Condition[] {
    const enterpriseId = this.member(user);
    if (!managesEnterprise(user, enterpriseId)) throw forbidden('Only managers review enterprise templates.');
    return [scope('ENTERPRISE'), inEnterprises([enterpriseId]), unpublished];
  }

  manager(user: UserRow, filter: Filter) {
    const conditions = this.managerConditions(user);
    return this.run(this.user(user), ['manager'], () => conditions, filter);
  }

  async managerCount(user: UserRow, filter: Partial<TemplateFilter>): Promise<number> {
    const conditions = this.managerConditions(user);
    const audience = await audienceOf(this.db, this.user(user));
    return this.templates.count([visibleTemplate(audience), ...conditions], filter);
  }

  enterpriseLiked(user: UserRow, filter: Filter) {
    this.member(user);
    return this.run(
      this.user(user),
      ['enterpriseLiked'],
      () => [scope('ENTERPRISE'), TemplatesRepository.likedBy(user.id)],
      filter,
    );
  }

  async enterpriseSelected(user: UserRow, enterpriseId: string, filter: Filter) {
    const audience = await audienceOf(this.db, this.user(user));
    if (!enterprisesOf(audience).includes(enterpriseId)) throw notFound('enterprise');
    return this.run(
      this.user(user),
      ['enterpriseSelected', enterpriseId],
      () => [
        scope('ENTERPRISE'),
        published,
        inEnterprises([enterpriseId]),
        (eb) => eb('templates.selected', '=', true),
      ],
      filter,
    );
  }

  publicSelected(actor: TemplateActor, filter: Filter) {
    return this.run(
      actor,
      ['publicSelected'],
      () => [scope('PUBLIC'), published, (eb) => eb('templates.selected', '=', true)],
      filter,
    );
  }

  personal(user: UserRow, filter: Filter) {
    return this.run(
      this.user(user),
      ['personal'],
      () => [authoredBy(user.id), (eb) => eb('templates.scope', 'in', ['PERSONAL', 'PUBLIC'])],
      filter,
    );
  }

  personalCandidates(user: UserRow, filter: Filter) {
    return this.run(
      this.user(user),
      ['personalCandidates'],
      () => [authoredBy(user.id), scope('PUBLIC'), unpublished],
      filter,
    );
  }

  personalPublished(user: UserRow, filter: Filter) {
    return this.run(
      this.user(user),
      ['personalPublished'],
      () => [authoredBy(user.id), scope('PUBLIC'), published],
      filter,
    );
  }

  personalLiked(user: UserRow, filter: Filter) {
    return this.run(this.user(user), ['personalLiked'], () => [TemplatesRepository.likedBy(user.id)], filter);
  }

  publicPublished(actor: TemplateActor, filter: Filter) {
    return this.run(actor, ['publicPublished'], () => [scope('PUBLIC'), published], filter);
  }

  publicLiked(user: UserRow, filter: Filter) {
    return this.run(
      this.user(user),
      ['publicLiked'],
      () => [scope('PUBLIC'), published, TemplatesRepository.likedBy(user.id)],
      filter,
    );
  }

  /** The templates of a folder the reader has opened (folder rights are checked by the folders service). */
  inFolder(user: UserRow, directoryId: string, filter: Filter) {
    return this.run(
      this.user(user),
      ['inFolder', directoryId],
      () => [(eb) => eb('templates.directory_id', '=', directoryId)],
      filter,
    );
  }

  /** The operators' queue: public templates asked for or sent back for revision. */
  reviewQueue(actor: TemplateActor, filter: Filter) {
    return this.run(
      actor,
      ['reviewQueue'],
      () => [scope('PUBLIC'), (eb) => eb('templates.status', 'in', ['REQUESTED', 'IN_REVISION'])],
      filter,
    );
  }

  private async availableConditions(
    user: UserRow,
    scopes: readonly string[] | undefined,
  ): Promise<Condition[]> {
    const audience = await audienceOf(this.db, this.user(user));
    return [visibleTemplate(audience), availableTemplate(audience, scopes?.length ? scopes : TemplateScope)];
  }

  async rooms(user: UserRow, scopes: readonly string[] | undefined) {
    const facet = await this.templates.facet(await this.availableConditions(user, scopes), 'room_type');
    return facet.map((f) => ({ roomType: f.value, count: f.count }));
  }

  async publicRooms(actor: TemplateActor, enterpriseId: string | undefined) {
    const audience = await audienceOf(this.db, actor);
    const conditions = [visibleTemplate(audience), scope('PUBLIC'), published];
    if (enterpriseId) conditions.push(inEnterprises([enterpriseId]));
    const facet = await this.templates.facet(conditions, 'room_type');
    return facet.map((f) => ({ roomType: f.value, count: f.count }));
  }

  async roomSizeMax(
    user: UserRow,
    scopes: readonly string[] | undefined,
    roomTypes: readonly string[] | undefined,
  ) {
    return this.templates.maxRoomSize(await this.availableConditions(user, scopes), roomTypes);
  }

  async styles(user: UserRow, roomType: string | undefined, scopes: readonly string[] | undefined) {
    const conditions = await this.availableConditions(user, scopes);
    if (roomType) conditions.push((eb) => eb('templates.room_type', '=', roomType));
    const facet = await this.templates.facet(conditions, 'style');
    return facet.map((f) => ({ style: f.value as TemplateSummary['style'], count: f.count }));
  }
}
