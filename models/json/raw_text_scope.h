// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

namespace tolerant {

/// While alive, the readers skip what only the window and export show, on the thread that made
/// it: every `raw` record text and `extra` unknown-fields text, the free-form JSON texts of tool
/// args and responses, payloads and CES variables, ADK customMetadata and artifact deltas
/// (tolerant::rawText(), rawStructText() and unknownFields() give null), and CES turn spans.
/// `check` validates and counts and never shows them; what a diagnostic needs (ADK state deltas)
/// is always read. Scopes nest; owned by the caller's stack frame.
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
