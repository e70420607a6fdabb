// SPDX-License-Identifier: GPL-2.0-or-later
#include "mcp_tool_form.h"

#include "form_grid.h"
#include "items/plain_tool_tip.h"
#include "mcp_tool_form_field.h"
#include "json/json_node.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHash>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSet>
#include <QVBoxLayout>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

using Field = McpToolFormField;

void forEachField(const Field &field, const std::function<void(const Field &)> &visit)
{
    visit(field);
    for (const auto &child : field.children)
        forEachField(*child, visit);
}

// "0 – 100", "≥ 1", "≤ 5" for the placeholder of a number field.
QString rangeHint(const QJsonObject &schema)
{
    const QJsonValue min = schema.value(u"minimum"_s);
    const QJsonValue max = schema.value(u"maximum"_s);
    if (min.isDouble() && max.isDouble())
        return u"%1 – %2"_s.arg(min.toDouble()).arg(max.toDouble());
    if (min.isDouble())
        return u"≥ %1"_s.arg(min.toDouble());
    if (max.isDouble())
        return u"≤ %1"_s.arg(max.toDouble());
    return QString();
}

} // namespace

McpToolForm::McpToolForm(QWidget *parent)
    : QWidget(parent)
{
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_empty = new QLabel(this);
    m_empty->setObjectName(u"toolFormEmpty"_s);
    m_empty->setWordWrap(true);
    m_empty->setTextFormat(Qt::PlainText);
    m_layout->addWidget(m_empty);
    retranslate();
}

McpToolForm::~McpToolForm() = default;

QString McpToolForm::restPath(const QString &objectPath)
{
    return objectPath.isEmpty() ? u"…"_s : objectPath + u".…"_s;
}

void McpToolForm::clear()
{
    delete m_body;
    m_body = nullptr;
    m_root.reset();
    m_schemaTree.reset();
    m_empty->show();
}

bool McpToolForm::setSchema(const QByteArray &inputSchemaJson)
{
    clear();
    m_empty->hide();
    const QJsonDocument doc = QJsonDocument::fromJson(inputSchemaJson);
    const bool isObject = doc.isObject();
    m_root = std::make_unique<Field>();
    m_root->required = true;
    m_root->schema = doc.object();
    m_schemaTree = parseJsonTree(inputSchemaJson);
    m_root->schemaNode = m_schemaTree.get();
    m_fieldsLeft = kMaxFields;
    m_body = new QWidget(this);
    auto *form = new FormGrid(m_body);
    form->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_body);
    if (isObject && !m_root->schema.value(u"properties"_s).toObject().isEmpty()) {
        m_root->kind = Field::Kind::Object;
        build(*m_root, form, 0);
    } else {
        m_root->kind = Field::Kind::Json;
        m_root->expectedJsonType = u"object"_s;
        auto *hint = new QLabel(m_body);
        hint->setObjectName(u"toolFormJsonHint"_s);
        hint->setWordWrap(true);
        hint->setTextFormat(Qt::PlainText);
        //: tool form: the tool's input schema names no properties
        hint->setText(tr("The tool describes no arguments; enter them as a JSON object."));
        form->addRow(nullptr, hint);
        form->addRow(nullptr, createEditor(*m_root, 0));
        form->addRow(nullptr, m_root->error);
    }
    retranslate();
    return isObject;
}

void McpToolForm::build(Field &parent, FormGrid *layout, int depth)
{
    const QJsonObject properties = parent.schema.value(u"properties"_s).toObject();
    QSet<QString> required;
    for (const QJsonValue &v : parent.schema.value(u"required"_s).toArray())
        required.insert(v.toString());
    QHash<QString, const JsonNode *> propertyNodes; // the last of a repeated key, as QJsonObject
    if (parent.schemaNode)
        for (const auto &child : parent.schemaNode->children)
            if (child->key == u"properties"_s)
                for (const auto &property : child->children)
                    propertyNodes.insert(property->key, property.get());
    QStringList rest;
    for (const QString &name : Field::propertyOrder(parent.schemaNode, properties)) {
        if (m_fieldsLeft <= 0) {
            rest << name;
            continue;
        }
        --m_fieldsLeft;
        auto field = std::make_unique<Field>();
        field->name = name;
        field->path = parent.path.isEmpty() ? name : parent.path + u'.' + name;
        field->schema = Field::collapse(properties.value(name).toObject());
        if (const JsonNode *node = propertyNodes.value(name))
            field->schemaNode = Field::collapse(node);
        field->required = required.contains(name);
        field->kind = Field::kindOf(field->schema, &field->enumValues, &field->expectedJsonType);
        if (field->kind == Field::Kind::Object && depth + 1 >= kMaxDepth) {
            field->kind = Field::Kind::Json;
            field->expectedJsonType = u"object"_s;
        }
        QWidget *editor = createEditor(*field, depth + 1);
        if (field->kind == Field::Kind::Object) {
            layout->addRow(nullptr, editor);
        } else {
            layout->addRow(createLabel(*field), editor);
            layout->addRow(nullptr, field->error);
        }
        parent.children.push_back(std::move(field));
    }
    if (!rest.isEmpty())
        addRest(parent, layout, rest, required);
}

void McpToolForm::addRest(
    Field &parent, FormGrid *layout, const QStringList &names, const QSet<QString> &required)
{
    auto field = std::make_unique<Field>();
    field->rest = true;
    field->path = restPath(parent.path);
    field->kind = Field::Kind::Json;
    field->expectedJsonType = u"object"_s;
    for (const QString &name : names)
        if (required.contains(name))
            field->restRequired << name;
    auto *hint = new QLabel(m_body);
    hint->setObjectName(u"toolFormRestHint"_s);
    hint->setWordWrap(true);
    hint->setTextFormat(Qt::PlainText);
    //: tool form: the schema has more arguments than the form shows as fields; %n how many
    hint->setText(tr("%n more argument(s), not shown as fields: enter them here as a JSON object.",
        nullptr, int(names.size())));
    layout->addRow(nullptr, hint);
    QWidget *editor = createEditor(*field, 0);
    // Their names, so that the user knows what to type (a few hundred at most).
    constexpr int kNamesShown = 200;
    QString list = names.mid(0, kNamesShown).join(u", "_s);
    if (names.size() > kNamesShown)
        list += u", …"_s;
    editor->setToolTip(plainToolTip(list));
    editor->setAccessibleName(hint->text());
    layout->addRow(nullptr, editor);
    layout->addRow(nullptr, field->error);
    parent.children.push_back(std::move(field));
}

QLabel *McpToolForm::createLabel(const Field &field) const
{
    // A property name from a server: plain text, and cut when it is long (in full in the tip).
    constexpr qsizetype kShownName = 60;
    const bool cut = field.name.size() > kShownName;
    const QString name = cut ? field.name.left(kShownName) + u"…"_s : field.name;
    auto *label = new QLabel(m_body);
    label->setTextFormat(Qt::PlainText);
    //: tool form: label of a required argument; %1 its name
    label->setText(field.required ? tr("%1 *").arg(name) : name);
    const QString description = field.schema.value(u"description"_s).toString();
    label->setToolTip(plainToolTip(cut
            ? (description.isEmpty() ? field.name : field.name + u"\n\n"_s + description)
            : description));
    if (field.required) {
        QFont font = label->font();
        font.setBold(true);
        label->setFont(font);
    }
    return label;
}

QWidget *McpToolForm::createEditor(Field &field, int depth)
{
    const QString description = field.schema.value(u"description"_s).toString();
    field.error = new QLabel(m_body);
    field.error->setObjectName(u"fieldError"_s);
    field.error->setWordWrap(true);
    field.error->setTextFormat(Qt::PlainText);
    field.error->setStyleSheet(u"color: palette(link-visited);"_s);
    field.error->hide();
    switch (field.kind) {
    case Field::Kind::String:
    case Field::Kind::Number:
    case Field::Kind::Integer: {
        auto *edit = new QLineEdit(m_body);
        if (field.kind != Field::Kind::String)
            edit->setPlaceholderText(rangeHint(field.schema));
        connect(edit, &QLineEdit::textChanged, this, &McpToolForm::onEdited);
        field.editor = edit;
        break;
    }
    case Field::Kind::Boolean:
        if (field.required) {
            auto *check = new QCheckBox(m_body);
            connect(check, &QCheckBox::toggled, this, &McpToolForm::onEdited);
            field.editor = check;
        } else {
            auto *box = new QComboBox(m_body);
            box->addItem(QString(), QString());
            box->addItem(u"true"_s, u"true"_s);
            box->addItem(u"false"_s, u"false"_s);
            connect(box, &QComboBox::currentIndexChanged, this, &McpToolForm::onEdited);
            field.editor = box;
        }
        break;
    case Field::Kind::Enum: {
        auto *box = new QComboBox(m_body);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
        if (!field.required)
            box->addItem(QString(), QString());
        for (const QJsonValue &v : std::as_const(field.enumValues))
            box->addItem(v.isString() ? v.toString() : Field::jsonText(v), Field::jsonText(v));
        connect(box, &QComboBox::currentIndexChanged, this, &McpToolForm::onEdited);
        field.editor = box;
        break;
    }
    case Field::Kind::Object: {
        //: tool form: title of a nested object argument; %1 its name, marked when required
        const QString name
            = field.name.size() > 60 ? field.name.left(60) + u"…"_s : field.name; // as labels
        auto *group = new QGroupBox(field.required ? tr("%1 *").arg(name) : name, m_body);
        group->setToolTip(
            plainToolTip(name == field.name ? description : field.name + u"\n\n"_s + description));
        auto *inner = new FormGrid(group);
        field.editor = group;
        build(field, inner, depth);
        break;
    }
    case Field::Kind::Json: {
        auto *edit = new QPlainTextEdit(m_body);
        edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        edit->setTabChangesFocus(true);
        const int lines = field.path.isEmpty() ? 6 : 3;
        edit->setFixedHeight(edit->fontMetrics().lineSpacing() * lines + 12);
        connect(edit, &QPlainTextEdit::textChanged, this, &McpToolForm::onEdited);
        field.editor = edit;
        break;
    }
    }
    field.editor->setObjectName(u"field:"_s + field.path);
    if (!description.isEmpty())
        field.editor->setToolTip(plainToolTip(description));
    fill(field);
    if (field.kind != Field::Kind::Object)
        field.editor->setAccessibleName(field.name);
    return field.editor;
}

// Puts the schema default (or {} for a free-form root) into a new editor.
void McpToolForm::fill(Field &field)
{
    const QJsonValue def = field.schema.value(u"default"_s);
    const QSignalBlocker blocker(field.editor);
    switch (field.kind) {
    case Field::Kind::String:
    case Field::Kind::Number:
    case Field::Kind::Integer:
        if (!def.isUndefined() && !def.isNull())
            static_cast<QLineEdit *>(field.editor)
                ->setText(def.isString() ? def.toString() : Field::jsonText(def));
        break;
    case Field::Kind::Boolean:
        if (auto *check = qobject_cast<QCheckBox *>(field.editor))
            check->setChecked(def.toBool());
        else if (def.isBool())
            static_cast<QComboBox *>(field.editor)->setCurrentIndex(def.toBool() ? 1 : 2);
        break;
    case Field::Kind::Enum:
        if (!def.isUndefined()) {
            auto *box = static_cast<QComboBox *>(field.editor);
            const int at = box->findData(Field::jsonText(def));
            if (at >= 0)
                box->setCurrentIndex(at);
        }
        break;
    case Field::Kind::Json:
        if (def.isObject() || def.isArray())
            static_cast<QPlainTextEdit *>(field.editor)
                ->setPlainText(QString::fromUtf8(
                    (def.isObject() ? QJsonDocument(def.toObject()) : QJsonDocument(def.toArray()))
                        .toJson(QJsonDocument::Indented)
                        .trimmed()));
        else if (!def.isUndefined())
            static_cast<QPlainTextEdit *>(field.editor)->setPlainText(Field::jsonText(def));
        else if (field.path.isEmpty())
            static_cast<QPlainTextEdit *>(field.editor)->setPlainText(u"{}"_s);
        break;
    case Field::Kind::Object:
        break;
    }
}

void McpToolForm::onEdited()
{
    if (m_root) {
        forEachField(*m_root, [](const Field &field) {
            if (!field.error)
                return;
            const QString problem = field.contentProblem();
            field.error->setText(problem);
            field.error->setVisible(!problem.isEmpty());
        });
    }
    Q_EMIT changed();
}

QByteArray McpToolForm::argumentsJson() const
{
    if (!m_root)
        return "{}";
    QStringList ignored;
    const std::optional<QJsonValue> value = m_root->value(&ignored, false);
    if (!value || !value->isObject())
        return "{}";
    return QJsonDocument(value->toObject()).toJson(QJsonDocument::Compact);
}

QStringList McpToolForm::problems() const
{
    QStringList out;
    if (m_root)
        m_root->value(&out, true);
    return out;
}

QWidget *McpToolForm::editor(const QString &path) const
{
    QWidget *found = nullptr;
    if (m_root)
        forEachField(*m_root, [&](const Field &field) {
            if (!found && field.path == path && field.editor)
                found = field.editor;
        });
    return found;
}

QStringList McpToolForm::fieldPaths() const
{
    QStringList paths;
    if (m_root)
        forEachField(*m_root, [&](const Field &field) {
            if (field.editor)
                paths << field.path;
        });
    return paths;
}

void McpToolForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void McpToolForm::retranslate()
{
    //: tool form before a tool is chosen
    m_empty->setText(tr("Choose a tool to see its arguments."));
    if (!m_root)
        return;
    forEachField(*m_root, [](const Field &field) {
        auto *box = qobject_cast<QComboBox *>(field.editor);
        if (box && box->count() > 0 && box->itemData(0).toString().isEmpty())
            //: tool form: the choice that leaves an optional argument out
            box->setItemText(0, tr("(not set)"));
        if (field.error && field.error->isVisible())
            field.error->setText(field.contentProblem());
    });
    onEdited();
}
