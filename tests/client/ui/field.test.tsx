import { render, screen } from '@testing-library/react';

import { Field, TextAreaField } from '../../../client/src/components/ui/Field';

describe('a form field', () => {
  it('lets its text set its direction, so a name typed in Arabic or Hebrew runs from the right', () => {
    render(
      <>
        <Field label="Full Name" defaultValue="لينا حداد" />
        <TextAreaField label="Cover Letter" defaultValue="שלום" />
      </>,
    );
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Cover Letter')).toHaveAttribute('dir', 'auto');
  });

  it('keeps a direction its caller sets', () => {
    render(<Field label="Website" dir="ltr" />);
    expect(screen.getByLabelText('Website')).toHaveAttribute('dir', 'ltr');
  });
});
