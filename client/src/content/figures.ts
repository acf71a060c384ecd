/**
 * The marketing figures the specification states (SPEC sections 1 and 9), written once and shared
 * by the home page and the company pages.
 */
const years = 11;

export const figures = {
  years,
  yearsOfExpertise: `${years}+`,
  hires: '500+',
  trustedCompanies: '100+',
  regions: ['USA', 'Europe', 'Asia', 'ANZ'],
  youthsGoal: '100,000',
  youthsGoalYear: '2030',
  volunteerTime: '10%',
} as const;

/** "USA, Europe, Asia and ANZ". */
export const regionsInWords = `${figures.regions.slice(0, -1).join(', ')} and ${figures.regions[figures.regions.length - 1]}`;

/** The four facts shown as tiles on the home page and on About Us. */
export const keyFacts = [
  { id: 'expertise', value: figures.yearsOfExpertise, label: 'years of expertise in hiring and HR' },
  { id: 'hires', value: figures.hires, label: 'permanent and contractual employees hired, and counting' },
  { id: 'clients', value: figures.trustedCompanies, label: 'companies trust us with their people' },
  { id: 'regions', value: String(figures.regions.length), label: `regions served globally: ${regionsInWords}` },
] as const;
