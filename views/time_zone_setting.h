// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/display_time.h"

/// Whether the window shows times in the computer's time zone (the default) or in UTC, as
/// Preferences sets it: saved as "view/timeZone" ("local" or "utc"), applied to DisplayTime at
/// start-up and on OK; a change sends every widget a LocaleChange so that times shown are
/// written again. The command line's exports keep UTC (RFC 3339) whatever is chosen. Stateless.
class TimeZoneSetting
{
public:
    static DisplayTime::Zone saved();
    /// Saves and applies `zone`; widgets showing times are told when it changed.
    static void set(DisplayTime::Zone zone);
    /// Applies what is saved (at start-up, before any window).
    static void applySaved();
    /// "UTC+09:00": the computer's offset from UTC now, for the Preferences choice.
    static QString localOffsetText();
};
