// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

namespace tolerant {

/// While alive, the readers skip what only the window and export show, on the thread that made
/// it: every `raw` record text and `extra` unknown-fields text, the free-form JSON texts of tool
/// args and responses, payloads and CES variables, ADK customMetadata and artifact deltas
/// (tolerant::rawText(), rawStructText() and unknownFields() give null), CES turn spans,
/// conversation properties (but the entry agent) and chunk texts, and the decoded bytes of inline
/// media (their base64 is still checked; Chunk::data stays empty). Values that then count only by
/// their type are not even built (FormatReader::typeOnlyKeysWithoutRawTexts). `check` validates and
/// counts and never shows them; what a diagnostic needs (ADK state deltas) is always read. Scopes
/// nest; owned by the caller's stack frame.
class RawTextScope
{
public:
    explicit RawTextScope(bool wanted);
    ~RawTextScope();
    RawTextScope(const RawTextScope &) = delete;
    RawTextScope &operator=(const RawTextScope &) = delete;

    /// Whether this thread keeps raw and extra texts (true unless a scope turned them off).
    static bool wanted();

private:
    bool m_previous;
};

} // namespace tolerant
