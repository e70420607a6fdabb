// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "sample_content.h"

#include <functional>

class JsonTextWriter;

/// Writes one invented ADK Session (formats.md §1.4.2) for the benchmark, event by event: user
/// questions (with inline images), function calls and responses, model answers with thoughts and
/// grounding metadata, stateDelta actions, usage metadata. The session's saved `state` equals the
/// state the deltas build (the last event sets every key), so the app reports no difference.
/// With `smallEvents`, events of 300-600 bytes as a chatty agent writes them: one-sentence
/// texts, tiny tool calls, mostly empty actions, usage on model events only, microsecond
/// timestamps.
/// Borrows the content pool and the random generator.
class AdkSessionWriter
{
public:
    struct Options {
        bool images = true; ///< inlineData parts now and then
        bool grounding = true; ///< groundingMetadata on some answers
        bool smallEvents = false; ///< 300-600 bytes: short texts, no thoughts, empty actions
    };

    AdkSessionWriter(const SampleContent &content, BenchRandom &random, Options options);

    /// Writes the session's opening members up to the start of `events: [`.
    void begin(JsonTextWriter &json);
    /// Writes one invocation of at most `maxEvents` (>= 1) events; returns how many it wrote.
    int writeInvocation(JsonTextWriter &json, int maxEvents);
    /// Writes the closing event (an answer that also sets the final state; with smallEvents the one
    /// event that may exceed 600 bytes) and closes the session.
    void end(JsonTextWriter &json);

private:
    void beginEvent(JsonTextWriter &json, const QByteArray &author, const QByteArray &invocation);
    void writeUserEvent(JsonTextWriter &json, const QByteArray &invocation);
    /// Runs `write` (one event); with smallEvents, again while the event is not 300-600 bytes.
    void writeSized(JsonTextWriter &json, const std::function<void()> &write);
    void writeCallEvents(JsonTextWriter &json, const QByteArray &invocation, bool withResponse);
    void writeCallEvent(
        JsonTextWriter &json, const QByteArray &invocation, int tool, const QByteArray &id);
    void writeResponseEvent(
        JsonTextWriter &json, const QByteArray &invocation, int tool, const QByteArray &id);
    void writeAnswerEvent(JsonTextWriter &json, const QByteArray &invocation, bool finalState);
    void writeGrounding(JsonTextWriter &json, const QByteArray &text);
    void writeUsage(JsonTextWriter &json);
    /// The actions of an event that changes nothing: empty members, or (smallEvents, not on a
    /// user event) now and then `{}`.
    void writeEmptyActions(JsonTextWriter &json, bool userEvent);
    void writeImagePart(JsonTextWriter &json);
    void writeRandomDelta(JsonTextWriter &json);

    const SampleContent &m_content;
    BenchRandom &m_random;
    Options m_options;
    double m_clock = 1767600000.0; ///< epoch seconds of the next event
    SampleLanguage m_language = SampleLanguage::Japanese;
    QByteArray m_agent; ///< the agent answering the current invocation
};
