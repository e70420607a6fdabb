// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QThreadPool>
#include <QVector>

#include <memory>

struct JsonNode;

/// The parsed trees of the JSON values the message view paints (payloads, tool arguments and
/// responses, variables), kept for the last values built: a row is built again at each step of
/// find and at each toggle. A value of at least kBackgroundBytes is parsed on a pool of its own,
/// off the GUI thread (a hostile 6 MB payload took 0.6 s there): tree() says it is pending until
/// ready() announces it. An entry holds its text, so the text's address names it while it is
/// kept. GUI thread only; one shared instance, owned by the application object.
class PaintedJsonTrees : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype kBackgroundBytes = 256 * 1024;

    static PaintedJsonTrees *shared();
    ~PaintedJsonTrees() override;

    /// The tree of `json`: null when it is not JSON, or, with `*pending` set, when it is being
    /// parsed in the background (ready() follows).
    std::shared_ptr<JsonNode> tree(const QByteArray &json, bool *pending);

Q_SIGNALS:
    /// A tree parsed in the background is in: the rows that showed it pending are built again.
    void ready();

private:
    explicit PaintedJsonTrees(QObject *parent);
    void keep(const QByteArray &json, std::shared_ptr<JsonNode> root);
    void finish(const QByteArray &json, std::shared_ptr<JsonNode> root);

    struct Entry {
        QByteArray json;
        std::shared_ptr<JsonNode> root;
    };
    QVector<Entry> m_entries; ///< most recently used last
    qsizetype m_bytes = 0;
    QVector<QByteArray> m_pending; ///< texts being parsed (by address)
    QThreadPool m_pool;
};
