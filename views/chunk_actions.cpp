// SPDX-License-Identifier: GPL-2.0-or-later
#include "chunk_actions.h"

#include "chunk_texts.h"
#include "grounded_text.h"
#include "image_viewer.h"
#include "items/bounded_image_reader.h"
#include "items/plain_tool_tip.h"
#include "transcript/grounding_index.h"
#include "json/json_node.h"

#include <algorithm>
#include <optional>

#include <QAction>
#include <QClipboard>
#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QMimeDatabase>

using namespace Qt::StringLiterals;

QMenu *ChunkActions::createCopyMenu(const Chunk &chunk, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(u"chunkCopyMenu"_s);
    auto add = [menu](const QString &label, const QString &name, const QString &value) {
        QAction *action = menu->addAction(label);
        action->setObjectName(name);
        action->setEnabled(!value.isEmpty());
        QObject::connect(action, &QAction::triggered, menu,
            [value] { QGuiApplication::clipboard()->setText(value); });
    };
    //: context menu of a chunk card
    add(QCoreApplication::translate("ChunkCard", "Copy Text"), u"copyText"_s,
        ChunkTexts::plainText(chunk));
    //: context menu of a chunk card: the chunk's source JSON, pretty-printed
    add(QCoreApplication::translate("ChunkCard", "Copy JSON"), u"copyJson"_s,
        chunk.raw.isNull() ? QString() : prettyJson(chunk.raw));
    //: context menu of a chunk card: where the chunk is in the file, e.g. turns[0].messages[1]
    add(QCoreApplication::translate("ChunkCard", "Copy JSON Path"), u"copyJsonPath"_s,
        chunk.jsonPath);
    return menu;
}

bool ChunkActions::saveTo(const Chunk &chunk, const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(chunk.data) != chunk.data.size()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

void ChunkActions::saveAs(const Chunk &chunk, QWidget *parent)
{
    const QMimeType type = QMimeDatabase().mimeTypeForName(chunk.mimeType);
    QString suggested = u"attachment"_s;
    if (type.isValid() && !type.preferredSuffix().isEmpty())
        suggested += u'.' + type.preferredSuffix();
    //: title of the file dialog that saves an attachment
    const QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("BlobCard", "Save Attachment"), suggested);
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTo(chunk, path, &error)) {
        QMessageBox box(QMessageBox::Warning,
            QCoreApplication::translate("BlobCard", "Save Attachment"), QString(), QMessageBox::Ok,
            parent);
        box.setTextFormat(Qt::PlainText); // a path is never markup
        //: %1 file path, %2 the system's reason
        box.setText(
            QCoreApplication::translate("BlobCard", "Could not save %1: %2").arg(path, error));
        box.exec();
    }
}

void ChunkActions::openViewer(const Chunk &chunk, QWidget *parent)
{
    // The full image is decoded again on demand (within the same limits): only thumbnails are
    // kept. The viewer takes the one decoded copy.
    BoundedImageReader::Outcome full = BoundedImageReader::read(chunk.data);
    if (!full.ok())
        return;
    auto *viewer = new ImageViewer(std::move(full.image), chunk.mimeType, parent);
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    viewer->show();
}

int ChunkActions::innermost(const GroundingIndex &grounding, const QVector<int> &segments)
{
    // Overlapping segments: the shortest is the most specific one under the pointer.
    const Grounding *g = grounding.grounding();
    int best = -1;
    qsizetype bestLength = 0;
    for (int s : segments) {
        if (!g || s < 0 || s >= g->citations.size())
            continue;
        qsizetype length = 0;
        for (const PartRange &r : g->citations.at(s).displayRanges())
            length += r.utf16.length();
        if (best < 0 || length < bestLength) {
            best = s;
            bestLength = length;
        }
    }
    return best;
}

QString ChunkActions::citationToolTip(const GroundingIndex &grounding, const QVector<int> &segments)
{
    const Grounding *g = grounding.grounding();
    if (!g)
        return QString();
    // The sources of every segment under the pointer, each once, by number.
    QVector<int> references;
    for (int s : segments) {
        if (s < 0 || s >= g->citations.size())
            continue;
        for (int r : g->citations.at(s).references) {
            if (r >= 0 && r < g->references.size() && !references.contains(r))
                references.append(r);
        }
    }
    std::sort(references.begin(), references.end(),
        [&grounding](int a, int b) { return grounding.number(a) < grounding.number(b); });
    QStringList lines;
    if (segments.size() > 1)
        //: tooltip over text cited by several overlapping segments
        lines.append(QCoreApplication::translate(
            "TextCard", "%n overlapping citations", nullptr, int(segments.size())));
    //: tooltip heading over cited text
    lines.append(references.isEmpty() ? QCoreApplication::translate("TextCard", "No sources")
                                      : QCoreApplication::translate("TextCard", "Sources:"));
    const QLocale locale;
    for (int r : std::as_const(references)) {
        const Reference &ref = g->references.at(r);
        QString label = GroundingIndex::label(ref);
        if (ref.kind == Reference::Kind::Missing)
            //: tooltip: a cited source that does not exist in the file
            label = QCoreApplication::translate("TextCard", "missing source");
        else if (label.isEmpty())
            //: tooltip: a source without title or address
            label = QCoreApplication::translate("TextCard", "source without details");
        //: tooltip line: %1 source number, %2 title
        QString line = QCoreApplication::translate("TextCard", "[%1] %2")
                           .arg(grounding.number(r))
                           .arg(label);
        if (!ref.domain.isEmpty() && ref.domain != label)
            line += u" — "_s + ref.domain;
        std::optional<double> score;
        for (int s : segments)
            score = score ? score : grounding.scoreOf(s, r);
        if (score)
            //: tooltip: %1 the confidence score of a source for the cited text
            line += u' '
                + QCoreApplication::translate("TextCard", "(score %1)")
                      .arg(locale.toString(*score, 'f', 2));
        lines.append(line);
    }
    for (int s : segments) {
        if (s >= 0 && s < g->citations.size()
            && g->citations.at(s).status != CitationStatus::Resolved)
            lines.append(GroundedText::statusText(g->citations.at(s).status));
    }
    return plainToolTip(lines.join(u'\n')); // titles and domains from the file
}
