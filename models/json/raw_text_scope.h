// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

namespace tolerant {

/// While alive, the readers skip the JSON texts that only the window and export show (every
/// `raw` record text and every `extra` unknown-fields text: tolerant::rawText() and
/// unknownFields() give null) on the thread that made it. `check` validates and counts and never
/// shows them. Scopes nest; owned by the caller's stack frame.
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
