// SPDX-License-Identifier: GPL-2.0-or-later
#include "live_phase.h"

#include "document/document.h"
#include "gui_phases.h"
#include "gui_stall_monitor.h"
#include "headless_measurements.h"
#include "items/message_list_model.h"
#include "main_window.h"
#include "message_view.h"
#include "open_documents.h"
#include "query_panel_adk_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QMutex>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>

#include <algorithm>
#include <atomic>

using namespace Qt::StringLiterals;
using GuiPhases::waitUntil;
using Headless::report;

namespace {

constexpr int kWaitMs = 5 * 60 * 1000;
constexpr int kPieces = 20;
constexpr int kPieceIntervalMs = 100;

QByteArray piece(int k, bool partial)
{
    return "data: {\"id\":\"live-" + QByteArray::number(k) + "\",\"invocationId\":\"inv-live\","
        + "\"author\":\"bench\",\"partial\":" + (partial ? "true" : "false")
        + ",\"timestamp\":1795697395.5,\"content\":{\"role\":\"model\",\"parts\":[{\"text\":"
          "\"live piece "
        + QByteArray::number(k) + "\"}]}}\n\n";
}

/// The ADK API server's routes the ADK page uses, answering from memory on a thread of its own
/// (a real server is another process: its writes must not count as the window's stalls); the
/// clock is the child's, so the delays it records compare with the window's.
class LoopbackAdkServer : public QTcpServer
{
public:
    LoopbackAdkServer(QByteArray session, const QElapsedTimer &clock)
        : m_session(std::move(session))
        , m_clock(clock)
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection())
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { serve(socket); });
        });
    }

    /// When the session's body went out (-1: not yet).
    qint64 sessionFirstByteNs() const { return m_sessionFirstByteNs; }
    /// When piece k went out, for the pieces written so far.
    QVector<qint64> pieceWrittenNs() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_pieceWrittenNs;
    }

private:
    void serve(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype headEnd = buffer.indexOf("\r\n\r\n");
        if (headEnd < 0)
            return;
        const QByteArray head = buffer.left(headEnd);
        const qsizetype lengthAt = head.toLower().indexOf("content-length:");
        const qsizetype bodyLength = lengthAt < 0
            ? 0
            : head.mid(lengthAt + 15, head.indexOf('\r', lengthAt) - lengthAt - 15)
                  .trimmed()
                  .toLongLong();
        if (buffer.size() < headEnd + 4 + bodyLength)
            return;
        const QList<QByteArray> requestLine = head.left(head.indexOf('\r')).split(' ');
        buffer.clear();
        const QByteArray method = requestLine.value(0);
        const QByteArray path = requestLine.value(1).split('?').value(0);
        if (path == "/list-apps")
            return answer(socket, "[\"bench\"]");
        if (path == "/apps/bench/users/bench/sessions")
            return answer(socket,
                "[{\"id\":\"big\",\"appName\":\"bench\",\"userId\":\"bench\","
                "\"lastUpdateTime\":1795697395.5}]");
        if (path == "/apps/bench/users/bench/sessions/big") {
            m_sessionFirstByteNs = m_clock.nsecsElapsed();
            return answer(socket, m_session);
        }
        if (method == "POST" && path == "/run_sse")
            return stream(socket);
        if (path.endsWith("/artifacts") || path.startsWith("/debug/trace"))
            return answer(socket, "[]");
        socket->write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
    }

    void answer(QTcpSocket *socket, const QByteArray &body)
    {
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n");
        socket->write(body);
    }

    void stream(QTcpSocket *socket)
    {
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                      "Connection: close\r\n\r\n");
        auto *timer = new QTimer(socket);
        timer->setInterval(kPieceIntervalMs);
        connect(timer, &QTimer::timeout, socket, [this, socket, timer] {
            const int k = m_pieces++;
            socket->write(piece(k, k + 1 < kPieces));
            socket->flush();
            {
                const QMutexLocker lock(&m_mutex);
                m_pieceWrittenNs.append(m_clock.nsecsElapsed());
            }
            if (k + 1 >= kPieces) {
                timer->stop();
                socket->disconnectFromHost();
            }
        });
        timer->start();
    }

    QByteArray m_session;
    const QElapsedTimer &m_clock;
    std::atomic<qint64> m_sessionFirstByteNs {-1};
    mutable QMutex m_mutex;
    QVector<qint64> m_pieceWrittenNs; ///< under m_mutex
    int m_pieces = 0;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

/// The number of the newest streamed piece the last message of the shown conversation holds,
/// or -1. Partial pieces are joined into one growing message: the newest piece is its last.
int pieceShown(const MainWindow &window)
{
    static const QRegularExpression number(u"live piece (\\d+)"_s);
    const MessageListModel *model = window.messageView()->model();
    const Message *last = model->message(model->rowCount() - 1);
    int newest = -1;
    for (const Chunk &chunk : last ? last->chunks : QVector<Chunk>()) {
        auto matches = number.globalMatch(chunk.text);
        while (matches.hasNext())
            newest = matches.next().captured(1).toInt();
    }
    return newest;
}

} // namespace

namespace LivePhase {

int childLive(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    QSettings().setValue(OpenDocuments::wholeConversationsKey(), false);
    QElapsedTimer clock;
    clock.start();
    QThread serverThread;
    // Deleted on its own thread as that thread ends: its sockets' notifiers live there (deleted
    // from this thread while it ran, they corrupted the heap at exit).
    auto *server = new LoopbackAdkServer(file.readAll(), clock);
    QObject::connect(&serverThread, &QThread::finished, server, &QObject::deleteLater);
    serverThread.start();
    const auto stopServer = qScopeGuard([&] {
        serverThread.quit();
        serverThread.wait();
    });
    if (!server->listen(QHostAddress::LocalHost))
        return 1;
    server->moveToThread(&serverThread); // its sockets are made there, as connections come
    MainWindow window;
    window.setPersistLayout(false);
    window.resize(1400, 900);
    window.show();
    window.showPanel(u"adk"_s);
    GuiPhases::idle(300);
    auto *page = window.findChild<QueryPanelAdkPage *>();
    if (!page)
        return 1;
    page->endpointEdit()->setText(u"http://127.0.0.1:%1"_s.arg(server->serverPort()));
    page->userEdit()->setText(u"bench"_s);
    page->connectToServer();
    if (!waitUntil([&] { return page->appBox()->count() > 0; }, kWaitMs))
        return 1;
    page->refreshSessions();
    if (!waitUntil([&] { return page->sessionList()->topLevelItemCount() > 0; }, kWaitMs))
        return 1;
    page->sessionList()->setCurrentItem(page->sessionList()->topLevelItem(0));

    GuiStallMonitor monitor;
    monitor.start(u"live_open"_s);
    page->openSession();
    const bool shown
        = waitUntil([&] { return window.messageView()->model()->rowCount() > 0; }, kWaitMs);
    if (shown && server->sessionFirstByteNs() >= 0)
        report(
            u"live_first_s"_s, double(clock.nsecsElapsed() - server->sessionFirstByteNs()) / 1e9);
    // Opened as the window session opens a file: loaded, summarised, then quiet. (The GUI is
    // quiet sooner since the body is read in slices; a run sent before the session has loaded
    // waits for it, which is the opening's time, not the stream's.)
    const Document *live = window.liveDocument();
    waitUntil(
        [&] {
            return live && live->state() == Document::State::Ready && live->summariesComplete();
        },
        kWaitMs);
    monitor.waitUntilQuiet(500, kWaitMs);
    monitor.stop();
    GuiPhases::reportPhase(u"live_open"_s, monitor.phase(u"live_open"_s));

    // A streamed answer: each piece's delay from the server's write to the message list.
    monitor.start(u"live_stream"_s);
    page->streamingBox()->setChecked(true);
    page->messageEdit()->setPlainText(u"Kyoto in autumn?"_s);
    page->send();
    // A piece replaced before the window showed it counts from when it came to when a later
    // one is shown: the user saw nothing of it meanwhile.
    QVector<double> delaysMs;
    int seen = -1;
    while (seen + 1 < kPieces) {
        const int next = seen + 1;
        if (!waitUntil([&] { return pieceShown(window) >= next; }, kWaitMs))
            break;
        const int shownPiece = pieceShown(window);
        const qint64 now = clock.nsecsElapsed();
        const QVector<qint64> written = server->pieceWrittenNs();
        for (int k = next; k <= shownPiece && k < written.size(); ++k)
            delaysMs.append(double(now - written.at(k)) / 1e6);
        seen = shownPiece;
    }
    monitor.waitUntilQuiet(500, kWaitMs);
    monitor.stop();
    GuiPhases::reportPhase(u"live_stream"_s, monitor.phase(u"live_stream"_s));
    report(u"live_pieces"_s, QString::number(delaysMs.size()));
    if (!delaysMs.isEmpty()) {
        std::sort(delaysMs.begin(), delaysMs.end());
        report(u"live_piece_max_ms"_s, delaysMs.last());
        report(u"live_piece_median_ms"_s, delaysMs.at(delaysMs.size() / 2));
    }
    return 0;
}

} // namespace LivePhase
