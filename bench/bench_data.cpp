// SPDX-License-Identifier: GPL-2.0-or-later
#include "bench_data.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStorageInfo>

#include <cstdio>

using namespace Qt::StringLiterals;

BenchData::BenchData(const QString &dir, const QString &generatorPath, quint64 seed)
    : m_dir(dir)
    , m_generator(generatorPath)
    , m_seed(seed)
{ }

QStringList BenchData::bigShapes()
{
    return {u"ces-jsonl"_s, u"adk-session"_s, u"ces-list"_s, u"adk-small-events"_s,
        u"ces-jsonl-short"_s, u"tiny-list"_s};
}

QString BenchData::fileName(const QString &shape, qint64 size) const
{
    const QString seed = m_seed == 1 ? QString() : u"-seed"_s + QString::number(m_seed);
    if (shape == u"adk-100k"_s)
        return u"adk-100k"_s + seed + u".json"_s;
    if (shape.startsWith(u"hostile-"_s)) // fixed sizes
        return shape + seed + (shape == u"hostile-deep"_s ? u".jsonl"_s : u".json"_s);
    const QString extension = shape.startsWith(u"ces-jsonl"_s) ? u".jsonl"_s : u".json"_s;
    return shape + u'-' + QString::number(size) + seed + extension;
}

BenchFile BenchData::ensure(const QString &shape, qint64 size) const
{
    BenchFile file;
    file.shape = shape;
    file.path = QDir(m_dir).filePath(fileName(shape, size));
    const QFileInfo existing(file.path);
    // The generator writes FILE.part and renames it at the end: a file with the final name is
    // complete. A size at least the requested one guards against a file copied in by hand.
    const bool fixedSize = shape == u"adk-100k"_s || shape.startsWith(u"hostile-"_s);
    if (existing.exists() && (fixedSize || existing.size() >= size)) {
        file.bytes = existing.size();
        file.ok = true;
        return file;
    }
    if (!QDir().mkpath(m_dir)) {
        file.error = u"cannot create "_s + m_dir;
        return file;
    }
    const qint64 needed = fixedSize ? (200LL << 20) : size + (size / 10);
    const QStorageInfo storage(m_dir);
    if (storage.isValid() && storage.bytesAvailable() < needed + (512LL << 20)) {
        file.error = u"not enough free disk space for %1 (%2 available)"_s.arg(
            sizeText(needed), sizeText(storage.bytesAvailable()));
        return file;
    }
    std::printf("  generating %s (%s) ...\n", qPrintable(file.path), qPrintable(sizeText(size)));
    std::fflush(stdout);
    QElapsedTimer timer;
    timer.start();
    QProcess generator;
    generator.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    generator.start(m_generator,
        {u"--shape"_s, shape, u"--size"_s, QString::number(size), u"--out"_s, file.path,
            u"--seed"_s, QString::number(m_seed)});
    if (!generator.waitForFinished(-1) || generator.exitStatus() != QProcess::NormalExit
        || generator.exitCode() != 0) {
        file.error = u"inspector-generate failed: "_s + generator.errorString();
        return file;
    }
    file.bytes = QFileInfo(file.path).size();
    file.ok = true;
    std::printf("  generated in %.1f s\n", double(timer.elapsed()) / 1000.0);
    std::fflush(stdout);
    return file;
}

bool BenchData::warm(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QByteArray block(16 << 20, Qt::Uninitialized);
    while (file.read(block.data(), block.size()) > 0) { }
    return true;
}

QString BenchData::sizeText(qint64 bytes)
{
    if (bytes >= (1LL << 30))
        return QString::number(double(bytes) / double(1LL << 30), 'f', 2) + u" GiB"_s;
    if (bytes >= (1LL << 20))
        return QString::number(double(bytes) / double(1LL << 20), 'f', 1) + u" MiB"_s;
    return QString::number(double(bytes) / 1024.0, 'f', 1) + u" KiB"_s;
}
