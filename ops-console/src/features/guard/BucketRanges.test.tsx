import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleProvider } from '../../app/ConsoleProvider';
import { BucketRanges } from './BucketRanges';

describe('BucketRanges', () => {
  it('says which buckets get the canary and which stable', () => {
    render(
      <ConsoleProvider>
        <BucketRanges row={{ stable: '1.0.0', canary: { version: '1.1.0', percent: 10 } }} />
      </ConsoleProvider>,
    );
    expect(
      screen.getByText(
        'Who gets what: buckets 0-9: 1.1.0 (canary); buckets 10-99: 1.0.0 (stable). A visitor keeps its bucket in the mf_bucket cookie.',
      ),
    ).toBeInTheDocument();
  });
});
