import { describe, expect, it } from 'vitest';
import { buildFfmpegCommand, describeHelperProblem, getSaveAsName } from './hls-helper';

describe('buildFfmpegCommand', () => {
  it('copies the stream into an MP4 named after the link', () => {
    expect(
      buildFfmpegCommand('https://reel.example/media/x.hls/master.m3u8', 'Sintel-library'),
    ).toBe('ffmpeg -i "https://reel.example/media/x.hls/master.m3u8" -c copy "Sintel-library.mp4"');
  });

  it('leaves nothing a shell would run inside the quotes', () => {
    const command = buildFfmpegCommand(
      'https://x.example/a"$(rm -rf ~)`id`\\!.m3u8',
      'Evil"$(reboot)`id`\\!',
    );
    expect(command).toBe(
      'ffmpeg -i "https://x.example/a%22%24(rm -rf ~)%60id%60%5C%21.m3u8" -c copy "Evil(reboot)id.mp4"',
    );
  });

  it('adds .mp4 once, and names a nameless file video.mp4', () => {
    expect(getSaveAsName('Sintel.mp4')).toBe('Sintel.mp4');
    expect(getSaveAsName('"$`')).toBe('video.mp4');
  });
});

describe('describeHelperProblem', () => {
  it('says plainly why a link cannot be used', () => {
    expect(describeHelperProblem('expired').title).toBe('This download link has expired');
    expect(describeHelperProblem('malformed').title).toBe('This download link is broken');
    expect(describeHelperProblem('unsafe-url').title).toBe(
      'This download link is not safe to open',
    );
  });
});
