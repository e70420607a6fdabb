// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "json_text.h"
#include "timestamp.h"

#include <QString>
#include <QVector>

/// A trace span (CES Span): name, times, duration, free-form attributes and children.
/// A plain recursive value; children are owned by their parent.
struct Span {
    QString name;
    Timestamp start;
    Timestamp end;
    DurationNanos duration; ///< from `duration`, else end - start; nullopt when neither exists
    JsonText attributes;
    QVector<Span> children;
    QString jsonPath;
};
