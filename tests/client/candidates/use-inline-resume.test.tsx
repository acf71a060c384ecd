import { act, renderHook } from '@testing-library/react';

import { useInlineResume } from '../../../client/src/features/candidates/hooks/use-inline-resume';
import { fetchFileWithToken } from '../../../client/src/lib/download';

jest.mock('../../../client/src/lib/download', () => ({
  ...jest.requireActual('../../../client/src/lib/download'),
  fetchFileWithToken: jest.fn(),
}));

const fetchFile = jest.mocked(fetchFileWithToken);
const PATH = '/api/candidates/resumes/app-1';
const pdf = () => ({ blob: new Blob(['%PDF-1.4 a resume'], { type: 'application/pdf' }), fileName: 'cv.pdf' });

/** Each fetch waits until the test answers it, in the order they were asked. */
let answers: ((value: ReturnType<typeof pdf>) => void)[];
let revokeObjectURL: jest.Mock;
beforeEach(() => {
  sessionStorage.clear();
  answers = [];
  fetchFile.mockReset();
  fetchFile.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  // jsdom has no object URLs: each one made is numbered.
  let made = 0;
  revokeObjectURL = jest.fn();
  Object.assign(URL, {
    createObjectURL: jest.fn(() => `blob:http://localhost/resume-${(made += 1)}`),
    revokeObjectURL,
  });
});

describe('useInlineResume', () => {
  it('reads "off" without a file, "loading" until its fetch answers, then the object URL, and says once that it is shown', async () => {
    const onShown = jest.fn();
    const { result, rerender } = renderHook(({ path }) => useInlineResume('app-1', path, onShown), {
      initialProps: { path: undefined as string | undefined },
    });
    expect(result.current).toEqual({ status: 'off' });
    expect(fetchFile).not.toHaveBeenCalled();

    rerender({ path: PATH });
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => answers[0]!(pdf()));
    expect(result.current).toEqual({ status: 'shown', url: 'blob:http://localhost/resume-1' });
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('never shows an earlier fetch’s revoked URL when the same file is asked for again after none', async () => {
    const { result, rerender } = renderHook(({ path }) => useInlineResume('app-1', path), {
      initialProps: { path: PATH as string | undefined },
    });
    await act(async () => answers[0]!(pdf()));
    expect(result.current).toEqual({ status: 'shown', url: 'blob:http://localhost/resume-1' });

    rerender({ path: undefined });
    expect(result.current).toEqual({ status: 'off' });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/resume-1');

    rerender({ path: PATH });
    expect(result.current).toEqual({ status: 'loading' });
    expect(fetchFile).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!(pdf()));
    expect(result.current).toEqual({ status: 'shown', url: 'blob:http://localhost/resume-2' });
  });

  it('ignores the answer of a file no longer asked for: another candidate’s resume reads "loading" until its own arrives', async () => {
    const { result, rerender } = renderHook(({ id }) => useInlineResume(id, `/api/candidates/resumes/${id}`), {
      initialProps: { id: 'app-1' },
    });
    rerender({ id: 'app-2' });
    await act(async () => answers[0]!(pdf()));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => answers[1]!(pdf()));
    expect(result.current).toEqual({ status: 'shown', url: 'blob:http://localhost/resume-1' });
    expect(fetchFile.mock.calls.map(([url]) => url)).toEqual([
      '/api/candidates/resumes/app-1?disposition=inline',
      '/api/candidates/resumes/app-2?disposition=inline',
    ]);
  });
});
