// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Shared by the files of CesSessionClient (ces_session_client.cpp, ces_session_client_read.cpp).

#include "ces_session_client.h"
#include "json_array_splitter.h"
#include "sse_parser.h"

#include <QElapsedTimer>
#include <QNetworkReply>

/// One run: its request, its reply and how far its answer was read. Owned by the client.
struct CesSessionClient::Operation {
    Mode mode = Mode::Stream;
    QString session;
    QString method; ///< "runSession" or "streamRunSession", for the protocol log
    QUrl url;
    QByteArray request;
    bool waitingForToken = false;
    bool retried = false;
    bool decided = false; ///< the status is known: stream or body
    bool streaming = false; ///< a 2xx streamed answer, read as it comes
    QPointer<QNetworkReply> reply;
    JsonArraySplitter array;
    SseParser sse;
    QByteArray body; ///< a unary answer, or an error answer
    QByteArray logBody; ///< what arrived, for the protocol log (capped)
    bool logTruncated = false;
    McpError failure; ///< why the client stopped it (cancel, a bad output); reported at the end
    int exchange = 0;
    QElapsedTimer clock;
};

namespace cessession {
constexpr qsizetype kMaxBody = 64 * 1024 * 1024;
constexpr qsizetype kMaxLogBody = 1024 * 1024;
constexpr qsizetype kMaxExcerpt = 300;
/// A Protocol error with an excerpt of what was wrong.
McpError malformed(const char *what, const QByteArray &excerpt = {});
} // namespace cessession
