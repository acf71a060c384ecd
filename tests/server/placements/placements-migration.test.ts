import { Application } from '../../../server/src/modules/applications/application.entity';
import { ApplicationStatus } from '../../../server/src/modules/applications/application-status';
import { Job } from '../../../server/src/modules/jobs/job.entity';
import { BUILT_IN_STAGE_IDS, PipelineStage } from '../../../server/src/modules/pipeline/pipeline-stage.entity';
import { useTestOrm } from '../../helpers/test-database';

const db = useTestOrm();

describe('the placements migration', () => {
  it('records a placement for each application already placed (neither rejected nor withdrawn), when it entered Placed', async () => {
    const em = db.orm.em.fork();
    const job = em.create(Job, { title: 'Migrated job', updatedAt: new Date() });
    const placedAt = new Date('2026-10-01T09:30:00.000Z');
    let seq = 0;
    const row = (overrides: Partial<Application>) => {
      seq += 1;
      return em.create(Application, {
        job,
        fullName: `Person ${seq}`,
        email: `person-${seq}@example.com`,
        emailKey: `person-${seq}@example.com`,
        phone: '+1 555 0100',
        resumeKey: `resumes/migration-${seq}.pdf`,
        resumeKind: 'pdf',
        stage: em.getReference(PipelineStage, BUILT_IN_STAGE_IDS.PLACED),
        stageEnteredAt: placedAt,
        status: ApplicationStatus.Shortlisted,
        ...overrides,
      });
    };
    const placed = row({});
    row({ status: ApplicationStatus.Rejected });
    row({ withdrawnAt: new Date(), status: null });
    row({ stage: em.getReference(PipelineStage, BUILT_IN_STAGE_IDS.SUBMITTED_TO_CLIENT) });
    await em.flush();

    await db.orm.migrator.down({ migrations: ['Migration20261129001000Placements'] });
    const tables = await em.execute(`select to_regclass('placement') as "table"`);
    expect(tables).toEqual([{ table: null }]);
    await db.orm.migrator.up({ migrations: ['Migration20261129001000Placements'] });

    const rows = await em.execute<Record<string, unknown>[]>(
      'select application_id, recorded_at, invoice_status, salary, fee_kind from placement',
    );
    expect(rows.map((found) => ({ ...found, recorded_at: new Date(String(found.recorded_at)) }))).toEqual([
      {
        application_id: placed.id,
        recorded_at: placedAt,
        invoice_status: 'NOT_INVOICED',
        salary: null,
        fee_kind: null,
      },
    ]);
  });
});
