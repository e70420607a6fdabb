// SPDX-License-Identifier: GPL-2.0-or-later
// JsonNode tree building with a SAX handler: no recursion while parsing, raw number lexemes kept,
// key order kept, the last of duplicate keys wins.
#include "json_node.h"
#include "json_parse.h"

#include <QCoreApplication>
#include <QHash>
#include <QVector>

#include <nlohmann/json.hpp>

#include <mutex>
#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

using Json = nlohmann::ordered_json;

// Deeper documents are refused: every consumer of the tree walks it recursively.
constexpr size_t kMaxDepth = tolerant::kMaxJsonDepth;

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

class TreeBuilder : public nlohmann::json_sax<Json>
{
public:
    std::shared_ptr<JsonNode> root;
    size_t errorPosition = 0;
    std::string errorMessage;
    bool tooDeep = false;

    bool null() override { return add(JsonNode::Type::Null, QString()); }
    bool boolean(bool val) override
    {
        return add(JsonNode::Type::Bool, val ? u"true"_s : u"false"_s);
    }
    bool number_integer(number_integer_t val) override
    {
        return add(JsonNode::Type::Number, QString::number(qint64(val)));
    }
    bool number_unsigned(number_unsigned_t val) override
    {
        return add(JsonNode::Type::Number, QString::number(quint64(val)));
    }
    bool number_float(number_float_t, const string_t &s) override
    {
        return add(JsonNode::Type::Number, fromStd(s));
    }
    bool string(string_t &val) override { return add(JsonNode::Type::String, fromStd(val)); }
    bool binary(binary_t &) override { return add(JsonNode::Type::Null, QString()); }
    bool start_object(std::size_t) override { return open(JsonNode::Type::Object); }
    bool key(string_t &val) override
    {
        m_pendingKey = fromStd(val);
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(JsonNode::Type::Array); }
    bool end_array() override { return close(); }
    bool parse_error(
        std::size_t position, const std::string &, const nlohmann::detail::exception &ex) override
    {
        errorPosition = position;
        errorMessage = ex.what();
        return false;
    }

private:
    struct Frame {
        JsonNode *node;
        QHash<QString, qsizetype> keys; // objects: key → child index (duplicates replace)
    };

    std::shared_ptr<JsonNode> attach(JsonNode::Type type, const QString &scalar)
    {
        auto node = std::make_shared<JsonNode>();
        node->type = type;
        node->scalar = scalar;
        if (m_stack.empty()) {
            root = node;
            return node;
        }
        Frame &frame = m_stack.back();
        JsonNode *parent = frame.node;
        node->parent = parent;
        if (parent->type == JsonNode::Type::Object) {
            node->key = m_pendingKey;
            const auto it = frame.keys.constFind(m_pendingKey);
            if (it != frame.keys.constEnd()) {
                node->row = int(it.value());
                parent->children[it.value()] = node; // the last duplicate wins, first position
                return node;
            }
            frame.keys.insert(m_pendingKey, parent->children.size());
        } else {
            node->index = int(parent->children.size());
        }
        node->row = int(parent->children.size());
        parent->children.append(node);
        return node;
    }

    bool add(JsonNode::Type type, const QString &scalar)
    {
        attach(type, scalar);
        return true;
    }

    bool open(JsonNode::Type type)
    {
        if (m_stack.size() >= kMaxDepth) {
            tooDeep = true;
            return false;
        }
        const auto node = attach(type, QString());
        m_stack.push_back(Frame {node.get(), {}});
        return true;
    }

    bool close()
    {
        if (!m_stack.empty())
            m_stack.pop_back();
        return true;
    }

    std::vector<Frame> m_stack;
    QString m_pendingKey;
};

// 1-based line and column (in characters) of byte `position` (1-based, as nlohmann reports it).
void lineColumn(const QByteArray &text, size_t position, qint64 *line, qint64 *column)
{
    const qsizetype end = qMin<qsizetype>(qsizetype(position > 0 ? position - 1 : 0), text.size());
    qint64 l = 1;
    qint64 c = 1;
    for (qsizetype i = 0; i < end; ++i) {
        const auto b = static_cast<unsigned char>(text.at(i));
        if (b == '\n') {
            ++l;
            c = 1;
        } else if ((b & 0xC0) != 0x80) {
            ++c;
        }
    }
    *line = l;
    *column = c;
}

/// The trees of the last few big texts: one payload of 300,000 members is shown by its card,
/// its painted row, the details pane and Find, and took a second to parse for each.
class BigTreeCache
{
public:
    static constexpr qsizetype kFromBytes = 256 << 10;

    std::shared_ptr<JsonNode> find(const QByteArray &json)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        for (int i = 0; i < m_entries.size(); ++i) {
            if (m_entries.at(i).json == json) {
                m_entries.move(i, m_entries.size() - 1);
                return m_entries.last().root;
            }
        }
        return nullptr;
    }
    void add(const QByteArray &json, std::shared_ptr<JsonNode> root)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        if (m_entries.size() >= kEntries)
            m_entries.removeFirst();
        m_entries.append({json, std::move(root)});
    }

private:
    static constexpr int kEntries = 4;
    struct Entry {
        QByteArray json; ///< shared with the caller's text, not copied
        std::shared_ptr<JsonNode> root;
    };
    std::mutex m_mutex;
    QVector<Entry> m_entries; ///< least recently used first
};

BigTreeCache &bigTrees()
{
    static BigTreeCache cache;
    return cache;
}

std::shared_ptr<JsonNode> buildJsonTree(const QByteArray &json, QString *error);

} // namespace

std::shared_ptr<JsonNode> parseJsonTree(const QByteArray &json, QString *error)
{
    if (error)
        error->clear();
    if (json.isEmpty())
        return nullptr;
    if (json.size() < BigTreeCache::kFromBytes)
        return buildJsonTree(json, error);
    if (std::shared_ptr<JsonNode> root = bigTrees().find(json))
        return root;
    std::shared_ptr<JsonNode> root = buildJsonTree(json, error);
    if (root)
        bigTrees().add(json, root);
    return root;
}

namespace {

std::shared_ptr<JsonNode> buildJsonTree(const QByteArray &json, QString *error)
{
    TreeBuilder builder;
    bool ok = false;
    try {
        ok = Json::sax_parse(json.constData(), json.constData() + json.size(), &builder,
            nlohmann::detail::input_format_t::json, true);
    } catch (const std::exception &e) {
        ok = false;
        builder.errorMessage = e.what();
    }
    if (ok && builder.root)
        return builder.root;
    if (error) {
        if (builder.tooDeep) {
            *error = QCoreApplication::translate(
                "JsonNode", "The JSON is nested more than %1 levels deep")
                         .arg(qulonglong(kMaxDepth));
        } else {
            qint64 line = 0;
            qint64 column = 0;
            lineColumn(json, builder.errorPosition, &line, &column);
            // nlohmann's message: "[json.exception.parse_error.101] parse error at line 1,
            // column 5: syntax error while parsing value - ..."; keep the part after the position.
            QString detail = QString::fromUtf8(builder.errorMessage.c_str());
            if (detail.startsWith(u'[')) {
                const qsizetype bracket = detail.indexOf(u"] "_s);
                if (bracket >= 0)
                    detail = detail.mid(bracket + 2);
            }
            if (detail.startsWith(u"parse error"_s)) {
                const qsizetype colon = detail.indexOf(u": "_s);
                if (colon >= 0)
                    detail = detail.mid(colon + 2);
            }
            //: %1 line, %2 column, %3 the parser's explanation (English)
            *error = QCoreApplication::translate("JsonNode", "Invalid JSON at %1:%2: %3")
                         .arg(line)
                         .arg(column)
                         .arg(detail);
        }
    }
    return nullptr;
}

} // namespace

QString prettyJson(const JsonText &value)
{
    if (value.isNull())
        return QString();
    Json parsed;
    if (!tolerant::parseJson(value.json, parsed))
        return QString::fromUtf8(value.json);
    try {
        return QString::fromStdString(parsed.dump(2, ' ', false, Json::error_handler_t::replace));
    } catch (const std::exception &) {
        return QString::fromUtf8(value.json);
    }
}
