/** What the Skill Development page shows: its document of site content (server: site-content/pages). */
import type { Figure, ListItem } from '../../lib/site-content';

interface JoinCard {
  title: string;
  text: string;
  /** Opens the join form for this kind of member. */
  button: string;
}

export interface SkillDevelopmentContent {
  title: string;
  lead: string;
  mission: { title: string; text: string; figures: ListItem<Figure>[] };
  whatWeDo: { title: string; intro: string; items: ListItem<{ title: string; text: string }>[] };
  joinUs: { title: string; intro: string; individual: JoinCard; organization: JoinCard };
}
