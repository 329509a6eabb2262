/**
 * The server (source) picker (spec section 4, "Source change"): runs the chosen provider, then
 * loads its only stream, asks under 'Available Streams' when it has several, or says
 * 'Failed to load source: {name}' when it has none; a failed run says
 * 'Failed to change video source. Please try another source.'.
 */
import { PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import type { SourceProviderInfo } from '@reelhouse/core/player/source-events';
import { chooseStreams } from '@reelhouse/core/player/source-result';
import type { SourceResult, Stream } from '@reelhouse/core/player/source-schema';
import { useEffect, useRef, useState } from 'react';

/** Several streams of one server, waiting for the user's pick. */
export interface StreamsPromptState {
  providerId: string;
  providerName: string;
  streams: Stream[];
}

export interface ServerPicker {
  /** the server of the stream playing now */
  currentId: string;
  /** the server being asked, or null */
  busyId: string | null;
  prompt: StreamsPromptState | null;
  choose: (providerId: string) => void;
  chooseStream: (index: number) => void;
  cancelPrompt: () => void;
}

export interface ServerPickerOptions {
  providers: SourceProviderInfo[];
  runProvider: (providerId: string) => Promise<SourceResult>;
  /** the server of the first stream */
  initialId: string;
  showMessage: (text: string) => void;
  /** plays a stream the user got from a server */
  playStream: (stream: Stream) => void;
}

/** The picker's state and actions; answers arriving after the player closed are dropped. */
export function useServerPicker(options: ServerPickerOptions): ServerPicker {
  const { providers, runProvider, showMessage, playStream } = options;
  const [currentId, setCurrentId] = useState(options.initialId);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<StreamsPromptState | null>(null);
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  const play = (providerId: string, stream: Stream) => {
    setPrompt(null);
    setCurrentId(providerId);
    playStream(stream);
  };

  const choose = (providerId: string) => {
    const chosen = providers.find((candidate) => candidate.id === providerId);
    if (chosen === undefined || busyId !== null) return;
    setBusyId(providerId);
    runProvider(providerId)
      .then(
        (result) => {
          if (!isMountedRef.current) return;
          const choice = chooseStreams(result, chosen.name);
          if (choice.kind === 'none') showMessage(choice.message);
          else if (choice.kind === 'load') play(providerId, choice.stream);
          else setPrompt({ providerId, providerName: chosen.name, streams: choice.streams });
        },
        () => {
          if (isMountedRef.current) showMessage(PLAYER_MESSAGES.sourceChangeFailed);
        },
      )
      .finally(() => {
        if (isMountedRef.current) setBusyId(null);
      });
  };

  const chooseStream = (index: number) => {
    const stream = prompt?.streams[index];
    if (prompt !== null && stream !== undefined) play(prompt.providerId, stream);
  };

  return { currentId, busyId, prompt, choose, chooseStream, cancelPrompt: () => setPrompt(null) };
}
