// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QMetaType>
#include <QString>

#include <functional>

/// One update of a live document, as a query page hands it to the main window (a plain value):
/// its whole text, made only when asked for (tens of MB for a long session), and, when the
/// update only added records to a text shown before, those records, so that the shown document
/// can grow instead of being read again.
struct LiveUpdate {
    /// The whole text of the live document now.
    std::function<QByteArray()> text;
    /// Which text `appended` grows: updates with the same non-zero base differ only by records
    /// appended (0: none of that; the whole text each time).
    quint64 base = 0;
    /// Every record appended to the base so far, in order (the last container's new records).
    QByteArrayList appended;
    QString displayName;
    /// The resource name or id of the newest answer (to select it); may be empty.
    QString answerName;
    /// The user's selected message stays selected unless it was the newest.
    bool keepPlace = false;
    /// A run still streams into the last records: streamed fragments at the end are the answer
    /// so far (Document::setOpenEnded), not a stream that was cut off.
    bool streaming = false;

    /// An update without the append path: `text` as it is.
    static LiveUpdate whole(const QByteArray &text, const QString &displayName,
        const QString &answerName, bool keepPlace)
    {
        LiveUpdate u;
        u.text = [text] { return text; };
        u.displayName = displayName;
        u.answerName = answerName;
        u.keepPlace = keepPlace;
        return u;
    }
};
Q_DECLARE_METATYPE(LiveUpdate)
