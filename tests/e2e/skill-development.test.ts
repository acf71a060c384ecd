import { SkillDevelopmentPage } from './pages/skill-development-page';
import { useE2eApp } from './support/app';
import { expectValue } from './support/eventually';

const app = useE2eApp();

describe('joining the skill-development mission', () => {
  it('joins as an Organization from its card, which staff then see with that type', async () => {
    const page = await app.open('wide');
    const screen = await new SkillDevelopmentPage(page).goto(app.server.url, '/skill-development');

    const dialog = await screen.join('Organization');
    await expectValue(dialog.type, 'Organization');
    await dialog.fill({
      name: 'Bright Futures Trust',
      email: 'hello@brightfutures.example',
      phone: '+91 80 4000 1234',
      location: 'Chennai',
    });
    await dialog.submit();

    await dialog.message('Details submitted successfully!').waitFor();
    await dialog.form.waitFor({ state: 'detached' });
    const people = await app.staff.joinUsPeople();
    expect(people).toEqual([
      expect.objectContaining({
        name: 'Bright Futures Trust',
        email: 'hello@brightfutures.example',
        phone: '+91 80 4000 1234',
        location: 'Chennai',
        type: 'Organization',
      }),
    ]);
  });

  it('preselects Individual from the other card, and the visitor may still change it', async () => {
    const page = await app.open('narrow');
    const screen = await new SkillDevelopmentPage(page).goto(app.server.url, '/skill-development');

    const dialog = await screen.join('Individual');
    await expectValue(dialog.type, 'Individual');
    await dialog.type.selectOption('Organization');
    await expectValue(dialog.type, 'Organization');
  });
});
