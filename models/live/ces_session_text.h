// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "ces_run_request.h"

#include <QByteArray>
#include <QByteArrayList>
#include <QString>

struct LiveUpdate;

/// The saved form of a live CES session: JSON Lines of bidi-style messages in order, a
/// `{"config": SessionConfig}` line, then per turn a `{"realtimeInput": SessionInput}` line per
/// input and a `{"sessionOutput": SessionOutput}` line per output (ces.run-session, which the
/// window and `check` read). The config line is the base; the lines after it are appended
/// records, so that a shown document can grow by them (LiveUpdate). A plain value; a live CES
/// page owns one (the `ces` command writes the same lines with the static helpers).
class CesSessionText
{
public:
    CesSessionText() = default;
    /// A session that starts with `request`'s config (its inputs are not taken: appendInputs()).
    explicit CesSessionText(const CesRunRequest &request);

    bool isNull() const { return m_config.isEmpty(); }
    QString sessionName() const { return m_session; }
    /// Adds a realtimeInput line for each input of `request`.
    void appendInputs(const CesRunRequest &request);
    /// Adds a sessionOutput line for `outputJson` (one SessionOutput object, as the client
    /// handed it out: made one line without reparsing).
    void appendOutput(const QByteArray &outputJson);
    /// Lines after the config line, in order.
    const QByteArrayList &appendedLines() const { return m_appended; }
    /// Which text the appended lines grow (non-zero; a new number for each session).
    quint64 base() const { return m_base; }
    /// Every line so far, each ended by '\n'.
    QByteArray text() const;
    /// This text as a live document's update that keeps the user's place, named
    /// `displayName`; `streaming`: a run still adds outputs.
    LiveUpdate liveUpdate(const QString &displayName, bool streaming) const;

    /// The line `{"config": …}` of `request` (no line end).
    static QByteArray configLine(const CesRunRequest &request);
    /// The lines `{"realtimeInput": …}` of `request`'s inputs (no line ends).
    static QByteArrayList inputLines(const CesRunRequest &request);
    /// The line `{"sessionOutput": …}` of `outputJson`, its white space outside strings removed
    /// (a pretty-printed output becomes one line).
    static QByteArray outputLine(const QByteArray &outputJson);

private:
    QByteArray m_config;
    QString m_session;
    QByteArrayList m_appended;
    quint64 m_base = 0;
};
