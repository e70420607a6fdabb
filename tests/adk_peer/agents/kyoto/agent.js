// SPDX-License-Identifier: GPL-2.0-or-later
// A scripted agent for tst_adk_peer (adk-live.md §6): asks for one tool, then answers with two
// partial sentences and the full text with grounding when the client streams.
import {BaseLlm, LlmAgent, FunctionTool} from '@google/adk';
import {z} from 'zod';

const SENT1 = '京都の紅葉は11月下旬が見頃です。';
const SENT2 = '東福寺と永観堂が特に人気です🍁。';

class ScriptedLlm extends BaseLlm {
  constructor() {
    super({model: 'scripted-gemini'});
  }
  async *generateContentAsync(req, stream) {
    const last = req.contents[req.contents.length - 1];
    if (!last?.parts?.some((p) => p.functionResponse)) {
      yield {
        content: {role: 'model', parts: [{functionCall: {name: 'lookup_season', args: {city: '京都', topic: '紅葉'}}}]},
        usageMetadata: {promptTokenCount: 40, candidatesTokenCount: 8, totalTokenCount: 48},
      };
      return;
    }
    if (stream) {
      yield {content: {role: 'model', parts: [{text: SENT1}]}, partial: true};
      yield {content: {role: 'model', parts: [{text: SENT2}]}, partial: true};
    }
    yield {
      content: {role: 'model', parts: [{text: SENT1 + SENT2}]},
      groundingMetadata: {
        webSearchQueries: ['京都 紅葉 見頃'],
        groundingChunks: [{web: {uri: 'https://kyoto.example.jp/momiji', title: 'kyoto.example.jp'}}],
        groundingSupports: [{segment: {endIndex: 47, text: SENT1}, groundingChunkIndices: [0]}],
      },
      usageMetadata: {promptTokenCount: 90, candidatesTokenCount: 30, totalTokenCount: 120},
    };
  }
  async connect() {
    throw new Error('live connections are not scripted');
  }
}

const lookupSeason = new FunctionTool({
  name: 'lookup_season',
  description: 'When a seasonal sight is at its best in a city',
  parameters: z.object({city: z.string(), topic: z.string()}),
  execute: ({city, topic}, toolContext) => {
    toolContext.state.set('last_city', city);
    return {city, topic, best: '11月下旬'};
  },
});

export const rootAgent = new LlmAgent({
  name: 'kyoto_guide',
  model: new ScriptedLlm(),
  instruction: 'Answer travel questions about Kyoto.',
  tools: [lookupSeason],
});
