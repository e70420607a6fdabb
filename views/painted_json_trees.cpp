// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_json_trees.h"

#include "json/json_node.h"

#include <QCoreApplication>
#include <QPointer>

namespace {
constexpr int kMaxEntries = 64;
constexpr qsizetype kMaxBytes = 64 * 1024 * 1024;

bool sameText(const QByteArray &a, const QByteArray &b)
{
    return a.constData() == b.constData() && a.size() == b.size();
}
} // namespace

PaintedJsonTrees *PaintedJsonTrees::shared()
{
    static QPointer<PaintedJsonTrees> instance;
    if (!instance)
        instance = new PaintedJsonTrees(QCoreApplication::instance());
    return instance;
}

PaintedJsonTrees::PaintedJsonTrees(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

PaintedJsonTrees::~PaintedJsonTrees()
{
    // Workers post their trees to this object: none may outlive it.
    m_pool.waitForDone();
}

std::shared_ptr<JsonNode> PaintedJsonTrees::tree(const QByteArray &json, bool *pending)
{
    *pending = false;
    for (qsizetype i = m_entries.size() - 1; i >= 0; --i) {
        if (sameText(m_entries.at(i).json, json)) {
            m_entries.append(m_entries.takeAt(i));
            return m_entries.last().root;
        }
    }
    if (json.size() < kBackgroundBytes) {
        std::shared_ptr<JsonNode> root = parseJsonTree(json);
        if (json.size() >= 4096) // cheap to parse again below that; the cache is for the big ones
            keep(json, root);
        return root;
    }
    *pending = true;
    for (const QByteArray &parsing : std::as_const(m_pending)) {
        if (sameText(parsing, json))
            return nullptr;
    }
    m_pending.append(json);
    m_pool.start([this, json] {
        std::shared_ptr<JsonNode> root = parseJsonTree(json);
        // The destructor waits for the pool, so `this` is alive until the event is posted.
        QMetaObject::invokeMethod(
            this, [this, json, root] { finish(json, root); }, Qt::QueuedConnection);
    });
    return nullptr;
}

void PaintedJsonTrees::finish(const QByteArray &json, std::shared_ptr<JsonNode> root)
{
    m_pending.removeIf([&json](const QByteArray &parsing) { return sameText(parsing, json); });
    keep(json, std::move(root));
    Q_EMIT ready();
}

void PaintedJsonTrees::keep(const QByteArray &json, std::shared_ptr<JsonNode> root)
{
    m_entries.append({json, std::move(root)});
    m_bytes += json.size();
    while (m_entries.size() > kMaxEntries || (m_entries.size() > 1 && m_bytes > kMaxBytes)) {
        m_bytes -= m_entries.first().json.size();
        m_entries.removeFirst();
    }
}
